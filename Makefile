# Gangway: `make demo` runs the examples, `make check` runs every test.
include config.mk

B        := build
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra -Wno-unused-parameter
ALL_CFLAGS := -std=gnu11 $(WARN) $(CFLAGS)
CLANG_INC := -I$(LLVM_DIR)/include
CLANG_LIB := -L$(LLVM_DIR)/lib -lclang -Wl,-rpath,$(LLVM_DIR)/lib

FE_SRCS  := src/frontend.c src/fe_vars.c src/fe_loops.c src/fe_access.c src/fe_atomic.c src/fe_member.c \
            src/fe_routine.c src/fe_decls.c src/fe_flow.c src/fe_jit.c src/fe_pacc.c src/fe_place.c src/fe_probe.c src/fe_api.c src/cxx.c src/cxx_vla.c src/cxx_desig.c \
            src/cxx_fma.c src/cxx_gnu.c
FE_OBJS  := $(FE_SRCS:src/%.c=$(B)/obj/%.o)
TR_SRCS  := src/main.c src/util.c src/directive.c $(FE_SRCS) src/analyze.c src/sched.c \
            src/emit_host.c src/emit_cuda.c src/emit_loops.c src/edit.c src/ir.c src/plan.c src/split.c src/pacc.c \
            src/report.c src/srcmap.c src/translate.c
TR_OBJS  := $(TR_SRCS:src/%.c=$(B)/obj/%.o)
RT_SRCS  := $(wildcard runtime/*.c)
RT_OBJS  := $(RT_SRCS:runtime/%.c=$(B)/obj/rt_%.o)
HEADERS  := $(wildcard include/*.h)

.PHONY: all deps demo check check-gpu check-sanitize bench clean mpi-example
all: deps $(B)/bin/gwcc $(B)/lib/libgangway.a $(HEADERS:include/%=$(B)/include/%) \
     $(B)/bin/test-directive $(B)/bin/test-runtime $(B)/bin/test-ranges $(B)/bin/test-group $(B)/bin/test-split $(B)/bin/test-ir \
     $(B)/bin/test-pacc $(B)/bin/test-jitcache $(B)/bin/test-jit $(B)/bin/test-spec $(B)/bin/test-prof \
     $(B)/bin/test-graph $(B)/bin/test-pin \
     $(B)/lib/libaccprof.so

# ---- dependencies: install what is missing, or say how ----
deps: $(B)/.deps
$(B)/.deps: Makefile config.mk
	@mkdir -p $(B)
	@sh tools/install-deps.sh "$(LLVM_DIR)" "$(FILECHECK)"
	@touch $@

# ---- translator ----
$(FE_OBJS): CPPFLAGS_EXTRA := $(CLANG_INC)
$(FE_OBJS): src/frontend.h
$(B)/obj/emit_cuda.o $(B)/obj/emit_loops.o: src/emit_cuda.h
$(B)/obj/%.o: src/%.c src/gangway.h | $(B)/.deps
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(CPPFLAGS_EXTRA) -c $< -o $@

$(B)/bin/gwcc: $(TR_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -o $@ $(TR_OBJS) $(CLANG_LIB)

# ---- runtime ----
$(B)/obj/rt_%.o: runtime/%.c runtime/rt.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fPIC -Iinclude -I$(CUDA_DIR)/include -c $< -o $@

# jit_text.c embeds gangway_dev.h (.incbin); jit.c keys its cache by gwcc's version
$(B)/obj/rt_jit_text.o: ALL_CFLAGS += -DGW_DEV_H_PATH='"$(CURDIR)/include/gangway_dev.h"'
$(B)/obj/rt_jit.o: ALL_CFLAGS += -DGANGWAY_VERSION='"$(shell sed -n 's/.*define GANGWAY_VERSION "\(.*\)"/\1/p' src/gangway.h)"'
$(B)/obj/rt_jit.o: src/gangway.h
# split.c embeds runtime/copy.fatbin (.incbin), nvcc's output for copy.cu
# (machine code for sm_75..sm_120, PTX for any other GPU; in the tree, since CI
# has no nvcc): `make copy-image` remakes it
COPY_ARCHS = 75 80 86 89 90 100 120
$(B)/obj/rt_split.o: ALL_CFLAGS += -DGW_COPY_IMAGE_PATH='"$(CURDIR)/runtime/copy.fatbin"'
$(B)/obj/rt_split.o: runtime/copy.fatbin
.PHONY: copy-image
copy-image:
	$(CUDA_DIR)/bin/nvcc -fatbin -O3 $(foreach a,$(COPY_ARCHS),-gencode arch=compute_$(a),code=sm_$(a)) \
	    -gencode arch=compute_75,code=compute_75 runtime/copy.cu -o runtime/copy.fatbin

$(B)/lib/libgangway.a: $(RT_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $(RT_OBJS)

# the sample profiling tool (ACC_PROFLIB): unsanitized, so any program may load it
$(B)/lib/libaccprof.so: tools/accprof/accprof.c include/acc_prof.h include/openacc.h
	@mkdir -p $(dir $@)
	$(CC) -std=gnu11 $(WARN) -O2 -g -shared -fPIC -Iinclude -o $@ $< -lpthread

$(B)/include/%.h: include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

# ---- tests and examples ----
check: all
	@GWCC="$${GWCC:-$(abspath $(B))/bin/gwcc}" FILECHECK="$(FILECHECK)" NOT="$(NOT)" sh tests/run.sh

check-gpu: all
	@sh tools/gpu-pack.sh check

# gwcc, libgangway and the unit tests built with AddressSanitizer and UBSan in
# their own folder, then the tests with them (tools/check-sanitize.sh; host
# fallback).  make check-sanitize TESTS='diag exec' runs only those groups.
SAN_B     ?= build-san
SAN_FLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
check-sanitize:
	@$(MAKE) --no-print-directory B=$(SAN_B) CFLAGS="$(SAN_FLAGS)" all
	@CC="$(CC)" FILECHECK="$(FILECHECK)" NOT="$(NOT)" sh tools/check-sanitize.sh $(abspath $(SAN_B)) $(TESTS)

# tools/fuzz: mutated OpenACC programs through gwcc for FUZZ_SECONDS on
# FUZZ_JOBS processes; counts by outcome, bad inputs in FUZZ_OUT (README
# "Fuzzing").  make check runs a short fixed run (tests/fuzz/short.sh).
FUZZ_SECONDS ?= 3600
FUZZ_JOBS    ?= 1
FUZZ_SEED    ?= 1
FUZZ_OUT     ?= $(B)/fuzz-out
.PHONY: fuzz
fuzz: deps $(B)/bin/gwcc $(HEADERS:include/%=$(B)/include/%)
	python3 tools/fuzz/fuzz.py --gwcc $(B)/bin/gwcc --seconds $(FUZZ_SECONDS) -j $(FUZZ_JOBS) \
	    --seed $(FUZZ_SEED) --out $(FUZZ_OUT)

bench: all
	@sh tools/gpu-pack.sh bench

demo: all
	@sh tools/demo.sh

# MPI + OpenACC (README "MPI"): gwcc with mpicc as its host compiler, then 2 ranks
MPICC  ?= mpicc
MPIRUN ?= mpirun
mpi-example: $(B)/examples/mpi_jacobi
	$(MPIRUN) -np 2 $(B)/examples/mpi_jacobi --check 514 514 500

$(B)/examples/mpi_jacobi: examples/mpi_jacobi.c $(B)/bin/gwcc $(B)/lib/libgangway.a $(HEADERS:include/%=$(B)/include/%)
	@mkdir -p $(dir $@)
	GWCC_CC=$(MPICC) $(B)/bin/gwcc -O2 $< -o $@ -lm

clean:
	rm -rf $(B)

# ---- unit tests (no GPU; test-ir parses with libclang) ----
$(B)/bin/test-directive: tests/unit/test_directive.c $(B)/obj/directive.o $(B)/obj/util.o
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $^

# the access IR, built from small programs through libclang
$(B)/bin/test-ir: tests/unit/test_ir.c $(filter-out $(B)/obj/main.o,$(TR_OBJS))
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $^ $(CLANG_LIB)

$(B)/bin/test-ranges: tests/unit/test_ranges.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_ranges.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-group: tests/unit/test_group.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_group.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-pacc: tests/unit/test_pacc.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_pacc.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-jitcache: tests/unit/test_jitcache.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_jitcache.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-spec: tests/unit/test_spec.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_spec.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-jit: tests/unit/test_jit.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_jit.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-split: tests/unit/test_split.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_split.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-graph: tests/unit/test_graph.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_graph.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-pin: tests/unit/test_pin.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_pin.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-prof: tests/unit/test_prof.c tests/unit/check.h $(B)/lib/libgangway.a $(HEADERS) runtime/rt.h
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_prof.c $(B)/lib/libgangway.a -ldl -lpthread -lm

$(B)/bin/test-runtime: tests/unit/test_runtime.c $(B)/lib/libgangway.a $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Iinclude -Iruntime -o $@ tests/unit/test_runtime.c $(B)/lib/libgangway.a -ldl -lpthread -lm

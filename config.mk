# config.mk: where the tools Gangway builds with live.  Override on the make
# command line (make LLVM_DIR=...) or in config.local.mk.
LLVM_DIR  ?= /usr/lib/llvm-19
CUDA_DIR  ?= /usr/local/cuda
CC        ?= cc
# FileCheck and not: LLVM 19's tools, else the LLVM 14 ones Debian ships.
FILECHECK ?= $(firstword $(wildcard $(LLVM_DIR)/bin/FileCheck /usr/lib/llvm-14/bin/FileCheck) FileCheck)
NOT       ?= $(firstword $(wildcard $(LLVM_DIR)/bin/not /usr/lib/llvm-14/bin/not) not)
-include config.local.mk

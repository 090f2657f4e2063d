# CMake toolchain file: gwcc as the C compiler, from this tree's build
# (or GWCC in the environment):
#   cmake -DCMAKE_TOOLCHAIN_FILE=/path/to/gangway/tools/cmake/gwcc.cmake ..
# gwcc takes gcc's options (-MD -MT -MF for dependencies, -fPIC, -shared), so
# CMake identifies it as GNU and needs nothing else.
if(DEFINED ENV{GWCC})
  set(CMAKE_C_COMPILER "$ENV{GWCC}")
else()
  set(CMAKE_C_COMPILER "${CMAKE_CURRENT_LIST_DIR}/../../build/bin/gwcc")
endif()

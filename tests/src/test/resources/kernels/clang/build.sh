#!/bin/sh
# Regenerates the .ll files of this directory from the sources beside them (clang-22, opt-22).
# NAME.ll: clang's -O0 output (optnone disabled); NAME.ssa.ll: the same after sroa,mem2reg.
set -e
cd "$(dirname "$0")"
for src in *.cl *.hip; do
  name="${src%.*}"
  case "$src" in
    *.cl)  clang-22 -x cl -cl-std=CL2.0 \
             -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib \
             -S -emit-llvm -O0 -Xclang -disable-O0-optnone "$src" -o "$name.ll" ;;
    *.hip) clang-22 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx900 \
             -S -emit-llvm -O0 -Xclang -disable-O0-optnone "$src" -o "$name.ll" ;;
  esac
  opt-22 -S -passes='sroa,mem2reg' "$name.ll" -o "$name.ssa.ll"
done

// An OpenCL C 2.0 pipe kernel through our clang: the target follows the
// OpenCL SPIR-V environment by default, so read_pipe, reservations and the
// packet queries become the pipe instructions. Each binary passes spirv-val
// and the Khronos reader.
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -S %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -S %s -o - | FileCheck %s
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O0 -c %s -o %t0.spv
// RUN: %spirv-val %t0.spv
// RUN: %llvm-spirv -r %t0.spv -o %t0.bc
// RUN: %spirv-clang -target spirv64 -cl-std=CL2.0 -O2 -c %s -o %t2.spv
// RUN: %spirv-val %t2.spv
// RUN: %llvm-spirv -r %t2.spv -o %t2.bc

// CHECK: OpCapability Pipes
// CHECK: OpTypePipe ReadOnly
// CHECK: OpTypePipe WriteOnly
// CHECK: OpReadPipe
// CHECK: OpReserveWritePipePackets
// CHECK: OpReservedWritePipe
// CHECK: OpCommitWritePipe
// CHECK: OpGetNumPipePackets
kernel void copy(read_only pipe int in, write_only pipe int out, global int *n) {
  int v;
  if (read_pipe(in, &v) == 0) {
    reserve_id_t r = reserve_write_pipe(out, 1);
    if (is_valid_reserve_id(r)) {
      write_pipe(out, r, 0, &v);
      commit_write_pipe(out, r);
    }
  }
  *n = get_pipe_num_packets(in);
}

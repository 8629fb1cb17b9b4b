; OpGroupAsyncCopy's Num Elements and Stride are as wide as the addressing
; model's pointers (SPIR-V: 64-bit under Physical64, 32-bit under
; Physical32). A count of another width (SPIR 1.2 IR's 32-bit size_t on
; spir64) is converted: the readers otherwise name a builtin of a size_t no
; device library has (Intel's runtime: "Symbols not found").
; RUN: sed 's/SIZE/i32/g; s/MANGLED/j/g' %s > %t.64.ll
; RUN: %llc -mtriple=spirv64 %t.64.ll -o - | FileCheck %s --check-prefix=P64
; RUN: %llc -mtriple=spirv64 -filetype=obj %t.64.ll -o %t.64.spv
; RUN: %spirv-val %t.64.spv
; RUN: %llvm-spirv -r %t.64.spv -o %t.64.bc
; RUN: llvm-dis-22 %t.64.bc -o - | FileCheck %s --check-prefix=READ64
; RUN: sed 's/SIZE/i64/g; s/MANGLED/m/g' %s > %t.32.ll
; RUN: %llc -mtriple=spirv32 %t.32.ll -o - | FileCheck %s --check-prefix=P32
; RUN: %llc -mtriple=spirv32 -filetype=obj %t.32.ll -o %t.32.spv
; RUN: %spirv-val %t.32.spv

; P64-DAG: [[I64:%[0-9]+]] = OpTypeInt 64 0
; P64: [[N:%[0-9]+]] = OpUConvert [[I64]]
; P64: [[S:%[0-9]+]] = OpUConvert [[I64]]
; P64: OpGroupAsyncCopy %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} [[N]] [[S]]
; READ64: call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(
; P32-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; P32: [[N:%[0-9]+]] = OpUConvert [[I32]]
; P32: OpGroupAsyncCopy %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} [[N]]

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(3) %tmp, SIZE %n, SIZE %s) {
  %e = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPKU3AS1iMANGLEDMANGLED9ocl_event(ptr addrspace(3) %tmp, ptr addrspace(1) %src, SIZE %n, SIZE %s, target("spirv.Event") zeroinitializer)
  ret void
}
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPKU3AS1iMANGLEDMANGLED9ocl_event(ptr addrspace(3), ptr addrspace(1), SIZE, SIZE, target("spirv.Event"))

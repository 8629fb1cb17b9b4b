; OpenCL C's work-group pipe reservations go into a __local reserve_id_t
; (`__local reserve_id_t id; id = work_group_reserve_write_pipe(p, n);`):
; Clang makes it a Workgroup global of target("spirv.ReserveId") without
; value, which becomes a Workgroup OpVariable of OpTypeReserveId. A
; reservation in any other memory is not something OpenCL C can write, and
; stays refused by name.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: sed -e "s/addrspace(3)/addrspace(1)/g" %s > %t.global.ll
; RUN: not %llc -mtriple=spirv64 %t.global.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=GLOBAL

; CHECK-DAG: %[[#RID:]] = OpTypeReserveId
; CHECK-DAG: %[[#PTR:]] = OpTypePointer Workgroup %[[#RID]]
; CHECK-DAG: %[[#VAR:]] = OpVariable %[[#PTR]] Workgroup{{$}}
; CHECK: %[[#R:]] = OpGroupReserveWritePipePackets %[[#RID]]
; CHECK: OpStore %[[#VAR]] %[[#R]]
; CHECK: %[[#L:]] = OpLoad %[[#RID]] %[[#VAR]]
; CHECK: OpIsValidReserveId %[[#]] %[[#L]]
; CHECK: OpGroupCommitWritePipe %[[#]] %[[#]] %[[#]]

; GLOBAL: error: global variable @k.res_id of type target("spirv.ReserveId") is not supported

target triple = "spirv64-unknown-unknown"

@k.res_id = internal addrspace(3) global target("spirv.ReserveId") undef, align 8

define spir_kernel void @k(target("spirv.Pipe", 1) %out, ptr addrspace(1) %src) {
entry:
  %r = call spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1) %out, i32 64, i32 4, i32 4)
  store target("spirv.ReserveId") %r, ptr addrspace(3) @k.res_id, align 8
  %l = load target("spirv.ReserveId"), ptr addrspace(3) @k.res_id, align 8
  %valid = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %l)
  br i1 %valid, label %write, label %done
write:
  %p = addrspacecast ptr addrspace(1) %src to ptr addrspace(4)
  %w = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %out, target("spirv.ReserveId") %l, i32 0, ptr addrspace(4) %p, i32 4, i32 4)
  %l2 = load target("spirv.ReserveId"), ptr addrspace(3) @k.res_id, align 8
  call spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1) %out, target("spirv.ReserveId") %l2, i32 4, i32 4)
  br label %done
done:
  ret void
}

declare spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32)

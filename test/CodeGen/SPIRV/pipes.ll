; OpenCL 2.x pipes under the OpenCL SPIR-V environment (the default): Clang's
; pipe builtins (OpenCL C's read_pipe, reserve_read_pipe, work_group_ and
; sub_group_ reservations, get_pipe_num_packets...) and the translator's
; __spirv_ spellings become the pipe instructions, their operands in the
; grammar's order; pipes and reservations are OpTypePipe / OpTypeReserveId.
; The Level-Zero SPIR-V environment specification has no pipes:
; -spirv-environment=level-zero refuses each by name.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: not %llc -mtriple=spirv64 -spirv-environment=level-zero %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=L0
; RUN: echo "" > %t.empty.ll
; RUN: %llc -mtriple=spirv64 -spirv-environment=level-zero --spirv-ext=+SPV_ALTERA_blocking_pipes %t.empty.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=L0EXT

; CHECK-DAG: OpCapability Pipes
; CHECK-DAG: %[[#RO:]] = OpTypePipe ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypePipe WriteOnly
; CHECK-DAG: %[[#RID:]] = OpTypeReserveId
; CHECK-DAG: %[[#INT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#INT]] 4{{$}}
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#INT]] 2{{$}}
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#INT]] 3{{$}}
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#INT]] 16{{$}}
; CHECK-DAG: %[[#C12:]] = OpConstant %[[#INT]] 12{{$}}
; CHECK: %[[#IN:]] = OpFunctionParameter %[[#RO]]
; CHECK: %[[#OUT:]] = OpFunctionParameter %[[#WO]]
; CHECK: OpReadPipe %[[#INT]] %[[#IN]] %[[#]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpWritePipe %[[#INT]] %[[#OUT]] %[[#]] %[[#FOUR]] %[[#FOUR]]
; CHECK: %[[#R:]] = OpReserveReadPipePackets %[[#RID]] %[[#IN]] %[[#WG]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpIsValidReserveId %[[#]] %[[#R]]
; CHECK: OpReservedReadPipe %[[#INT]] %[[#IN]] %[[#R]] %[[#]] %[[#]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpCommitReadPipe %[[#IN]] %[[#R]] %[[#FOUR]] %[[#FOUR]]
; CHECK: %[[#W:]] = OpGroupReserveWritePipePackets %[[#RID]] %[[#WG]] %[[#OUT]] %[[#WG]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpReservedWritePipe %[[#INT]] %[[#OUT]] %[[#W]]
; CHECK: OpGroupCommitWritePipe %[[#WG]] %[[#OUT]] %[[#W]] %[[#FOUR]] %[[#FOUR]]
; CHECK: %[[#S:]] = OpGroupReserveReadPipePackets %[[#RID]] %[[#SG]] %[[#IN]]
; CHECK: OpGroupCommitReadPipe %[[#SG]] %[[#IN]] %[[#S]]
; CHECK: OpGetNumPipePackets %[[#INT]] %[[#IN]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpGetMaxPipePackets %[[#INT]] %[[#OUT]] %[[#FOUR]] %[[#FOUR]]
; The translator's spellings.
; CHECK: OpReadPipe %[[#INT]] %[[#]] %[[#]] %[[#FOUR]] %[[#FOUR]]
; CHECK: OpGroupReserveReadPipePackets %[[#RID]] %[[#SG]]
; Packets of a vector (float4: 16 bytes, aligned to 16) and of a struct
; ({int, float, char}: 12 bytes, aligned to 4), a packet count that is not
; a constant, from a pointer to global memory cast to generic.
; CHECK: %[[#NUM:]] = OpFunctionParameter %[[#INT]]
; CHECK: %[[#VECPTR:]] = OpPtrCastToGeneric %[[#]] %[[#]]
; CHECK: OpWritePipe %[[#INT]] %[[#]] %[[#VECPTR]] %[[#C16]] %[[#C16]]
; CHECK: OpReserveWritePipePackets %[[#RID]] %[[#]] %[[#NUM]] %[[#C12]] %[[#FOUR]]

; L0-DAG: error: type target("spirv.Pipe", 0) as parameter type (pipes and device-side enqueue are not part of the Level-Zero SPIR-V environment specification (-spirv-environment=level-zero)) is not supported (in function @k)
; L0-DAG: error: type target("spirv.Pipe", 1) as parameter type (pipes and device-side enqueue are not part of the Level-Zero SPIR-V environment specification (-spirv-environment=level-zero)) is not supported (in function @__write_pipe_2)
; L0EXT: warning: extension SPV_ALTERA_blocking_pipes is not supported (--spirv-ext): its instructions read and write pipes, which the Level-Zero SPIR-V environment specification does not have (-spirv-environment=level-zero)

define spir_kernel void @k(target("spirv.Pipe", 0) %in, target("spirv.Pipe", 1) %out, ptr addrspace(1) %d) {
entry:
  %v = alloca i32, align 4
  %p = addrspacecast ptr %v to ptr addrspace(4)
  %1 = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %in, ptr addrspace(4) %p, i32 4, i32 4)
  %2 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %out, ptr addrspace(4) %p, i32 4, i32 4)
  %r = call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %in, i32 2, i32 4, i32 4)
  %valid = call spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId") %r)
  br i1 %valid, label %read, label %group
read:
  %3 = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %in, target("spirv.ReserveId") %r, i32 0, ptr addrspace(4) %p, i32 4, i32 4)
  call spir_func void @__commit_read_pipe(target("spirv.Pipe", 0) %in, target("spirv.ReserveId") %r, i32 4, i32 4)
  br label %group
group:
  %w = call spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1) %out, i32 2, i32 4, i32 4)
  %4 = call spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1) %out, target("spirv.ReserveId") %w, i32 1, ptr addrspace(4) %p, i32 4, i32 4)
  call spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1) %out, target("spirv.ReserveId") %w, i32 4, i32 4)
  %s = call spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0) %in, i32 1, i32 4, i32 4)
  call spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0) %in, target("spirv.ReserveId") %s, i32 4, i32 4)
  %n = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %in, i32 4, i32 4)
  %m = call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %out, i32 4, i32 4)
  %sum = add i32 %n, %m
  store i32 %sum, ptr addrspace(1) %d, align 4
  ret void
}

define spir_func void @translator(target("spirv.Pipe", 0) %in, ptr addrspace(1) %d) {
  %g = addrspacecast ptr addrspace(1) %d to ptr addrspace(4)
  %1 = call spir_func i32 @_Z16__spirv_ReadPipe8ocl_pipePU3AS4vii(target("spirv.Pipe", 0) %in, ptr addrspace(4) %g, i32 4, i32 4)
  %r = call spir_func target("spirv.ReserveId") @__spirv_GroupReserveReadPipePackets(i32 3, target("spirv.Pipe", 0) %in, i32 1, i32 4, i32 4)
  ret void
}

declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)
declare spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId"))
declare spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
declare spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)
declare spir_func i32 @__write_pipe_4(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32)
declare spir_func void @__work_group_commit_write_pipe(target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32)
declare spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
declare spir_func void @__sub_group_commit_read_pipe(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32)
declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)
declare spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1), i32, i32)
declare spir_func i32 @_Z16__spirv_ReadPipe8ocl_pipePU3AS4vii(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func target("spirv.ReserveId") @__spirv_GroupReserveReadPipePackets(i32, target("spirv.Pipe", 0), i32, i32, i32)

define spir_func void @packets(target("spirv.Pipe", 1) %vectors, target("spirv.Pipe", 1) %structs, ptr addrspace(1) %v, i32 %n) {
  %g = addrspacecast ptr addrspace(1) %v to ptr addrspace(4)
  %1 = call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %vectors, ptr addrspace(4) %g, i32 16, i32 16)
  %r = call spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1) %structs, i32 %n, i32 12, i32 4)
  ret void
}
declare spir_func target("spirv.ReserveId") @__reserve_write_pipe(target("spirv.Pipe", 1), i32, i32, i32)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}

; SPV_INTEL_blocking_pipes' blocking read: refused by name, as no module with
; its instruction validates (the grammar's operands are not the extension's).
; RUN: sed -n 's/^;BLOCKING-IR: //p' %s > %t.blocking.ll
; RUN: not %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_blocking_pipes %t.blocking.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCKING
; BLOCKING: error: builtin __spirv_ReadPipeBlockingINTEL (SPIRV-Headers 1.4.335 gives its instruction a result type and a result that the SPV_INTEL_blocking_pipes instruction does not have, so SPIRV-Tools 2025.5 rejects every use) is not supported (in function @blocking)
;BLOCKING-IR: define spir_func void @blocking(target("spirv.Pipe", 0) %p, ptr addrspace(4) %ptr) {
;BLOCKING-IR:   call spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePiii(target("spirv.Pipe", 0) %p, ptr addrspace(4) %ptr, i32 4, i32 4)
;BLOCKING-IR:   ret void
;BLOCKING-IR: }
;BLOCKING-IR: declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELIiEv8ocl_pipePiii(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)

; What no valid module has, refused by name rather than left to consumers
; (the validator checks none of it): a pipe of the wrong access for the
; instruction, a result or operand of another type than the specification
; gives the instruction, a packet pointer that no cast makes generic,
; packet sizes and alignments that break 1 <= alignment <= size with the
; alignment dividing the size, a pipe that is neither read-only nor
; write-only.
; RUN: sed -n 's/^;ERR-IR: //p' %s > %t.err.ll
; RUN: not %llc -mtriple=spirv64 %t.err.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; ERR-DAG: error: builtin __spirv_ReadPipe with this signature (@__spirv_ReadPipe) is not supported (in function @read_write_pipe)
; ERR-DAG: error: builtin __reserve_read_pipe with this signature (@__reserve_read_pipe) is not supported (in function @int_reservation)
; ERR-DAG: error: builtin __spirv_IsValidReserveId with this signature (@__spirv_IsValidReserveId) is not supported (in function @int_validity)
; ERR-DAG: error: builtin __read_pipe_4 with this signature (@__read_pipe_4) is not supported (in function @reservation_index)
; ERR-DAG: error: builtin __spirv_WritePipe with this signature (@__spirv_WritePipe) is not supported (in function @constant_packet)
; ERR-DAG: error: builtin __spirv_CreatePipeFromPipeStorage_read with this signature (@__spirv_CreatePipeFromPipeStorage_read) is not supported (in function @storage_access)
; ERR-DAG: error: __read_pipe_2: operand 3 (IdRef) must be a packet size of at least 1 (in function @empty_packet)
; ERR-DAG: error: __read_pipe_2: operand 4 (IdRef) must be a packet alignment of at least 1 that divides the packet size (in function @over_aligned)
; ERR-DAG: error: __get_pipe_num_packets_ro: operand 3 (IdRef) must be a packet alignment of at least 1 that divides the packet size (in function @uneven_alignment)
; ERR-DAG: error: type target("spirv.Pipe", 2) as parameter type (the access qualifier of a pipe must be read-only or write-only) is not supported (in function @read_write_access)
;ERR-IR: define spir_func i32 @read_write_pipe(target("spirv.Pipe", 1) %p, ptr addrspace(4) %q) {
;ERR-IR:   %r = call spir_func i32 @__spirv_ReadPipe(target("spirv.Pipe", 1) %p, ptr addrspace(4) %q, i32 4, i32 4)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func i32 @int_reservation(target("spirv.Pipe", 0) %p) {
;ERR-IR:   %r = call spir_func i32 @__reserve_read_pipe(target("spirv.Pipe", 0) %p, i32 2, i32 4, i32 4)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func i32 @int_validity(target("spirv.ReserveId") %r) {
;ERR-IR:   %v = call spir_func i32 @__spirv_IsValidReserveId(target("spirv.ReserveId") %r)
;ERR-IR:   ret i32 %v
;ERR-IR: }
;ERR-IR: define spir_func i32 @reservation_index(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, ptr addrspace(4) %q) {
;ERR-IR:   %v = call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, target("spirv.ReserveId") %r, ptr addrspace(4) %q, i32 4, i32 4)
;ERR-IR:   ret i32 %v
;ERR-IR: }
;ERR-IR: define spir_func i32 @constant_packet(target("spirv.Pipe", 1) %p, ptr addrspace(2) %q) {
;ERR-IR:   %r = call spir_func i32 @__spirv_WritePipe(target("spirv.Pipe", 1) %p, ptr addrspace(2) %q, i32 4, i32 4)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func target("spirv.Pipe", 1) @storage_access(target("spirv.PipeStorage") %s) {
;ERR-IR:   %r = call spir_func target("spirv.Pipe", 1) @__spirv_CreatePipeFromPipeStorage_read(target("spirv.PipeStorage") %s)
;ERR-IR:   ret target("spirv.Pipe", 1) %r
;ERR-IR: }
;ERR-IR: define spir_func i32 @empty_packet(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q) {
;ERR-IR:   %r = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q, i32 0, i32 0)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func i32 @over_aligned(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q) {
;ERR-IR:   %r = call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %p, ptr addrspace(4) %q, i32 4, i32 8)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func i32 @uneven_alignment(target("spirv.Pipe", 0) %p) {
;ERR-IR:   %r = call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %p, i32 12, i32 8)
;ERR-IR:   ret i32 %r
;ERR-IR: }
;ERR-IR: define spir_func void @read_write_access(target("spirv.Pipe", 2) %p) {
;ERR-IR:   ret void
;ERR-IR: }
;ERR-IR: declare spir_func i32 @__spirv_ReadPipe(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)
;ERR-IR: declare spir_func i32 @__reserve_read_pipe(target("spirv.Pipe", 0), i32, i32, i32)
;ERR-IR: declare spir_func i32 @__spirv_IsValidReserveId(target("spirv.ReserveId"))
;ERR-IR: declare spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0), target("spirv.ReserveId"), target("spirv.ReserveId"), ptr addrspace(4), i32, i32)
;ERR-IR: declare spir_func i32 @__spirv_WritePipe(target("spirv.Pipe", 1), ptr addrspace(2), i32, i32)
;ERR-IR: declare spir_func target("spirv.Pipe", 1) @__spirv_CreatePipeFromPipeStorage_read(target("spirv.PipeStorage"))
;ERR-IR: declare spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
;ERR-IR: declare spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0), i32, i32)
;ERR-IR: !opencl.ocl.version = !{!0}
;ERR-IR: !0 = !{i32 2, i32 0}

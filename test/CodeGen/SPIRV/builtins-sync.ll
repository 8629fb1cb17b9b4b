; Synchronization builtins: barrier and work_group_barrier become
; OpControlBarrier with Workgroup execution scope; the memory scope is
; Workgroup unless memory_scope says otherwise; the semantics are
; SequentiallyConsistent plus the memories the OpenCL fence flags name
; (CLK_LOCAL_MEM_FENCE 1: WorkgroupMemory 0x100, CLK_GLOBAL_MEM_FENCE 2:
; CrossWorkgroupMemory 0x200, CLK_IMAGE_MEM_FENCE 4: ImageMemory 0x800).
; mem_fence, read_mem_fence and write_mem_fence become OpMemoryBarrier with
; AcquireRelease (0x8), Acquire (0x2) and Release (0x4). Scopes and
; semantics are ids of i32 constants. The translator's __spirv_ControlBarrier
; and __spirv_MemoryBarrier pass their operands through.
; RUN: %llc -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc
; RUN: %llc -mtriple=spirv32 -filetype=obj %s -o %t32.spv
; RUN: %spirv-val %t32.spv

; CHECK-NOT: OpCapability Linkage
; CHECK-NOT: LinkageAttributes
; CHECK-DAG: [[I32:%[0-9]+]] = OpTypeInt 32 0
; CHECK-DAG: [[WG:%[0-9]+]] = OpConstant [[I32]] 2{{$}}
; CHECK-DAG: [[DEV:%[0-9]+]] = OpConstant [[I32]] 1{{$}}
; CHECK-DAG: [[SUB:%[0-9]+]] = OpConstant [[I32]] 3{{$}}
; CHECK-DAG: [[SC_L:%[0-9]+]] = OpConstant [[I32]] 272{{$}}
; CHECK-DAG: [[SC_G:%[0-9]+]] = OpConstant [[I32]] 528{{$}}
; CHECK-DAG: [[SC_LG:%[0-9]+]] = OpConstant [[I32]] 784{{$}}
; CHECK-DAG: [[SC_I:%[0-9]+]] = OpConstant [[I32]] 2064{{$}}
; CHECK-DAG: [[AR_L:%[0-9]+]] = OpConstant [[I32]] 264{{$}}
; CHECK-DAG: [[ACQ_G:%[0-9]+]] = OpConstant [[I32]] 514{{$}}
; CHECK-DAG: [[REL_LG:%[0-9]+]] = OpConstant [[I32]] 772{{$}}
; CHECK-DAG: [[RAW_SEM:%[0-9]+]] = OpConstant [[I32]] 16{{$}}
; CHECK: OpFunction
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_L]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_G]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_LG]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_I]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_L]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[DEV]] [[SC_G]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[SUB]] [[SC_L]]
; CHECK-NEXT: OpMemoryBarrier [[WG]] [[AR_L]]
; CHECK-NEXT: OpMemoryBarrier [[WG]] [[ACQ_G]]
; CHECK-NEXT: OpMemoryBarrier [[WG]] [[REL_LG]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[SUB]] [[RAW_SEM]]
; CHECK-NEXT: OpMemoryBarrier [[DEV]] [[SC_G]]
; CHECK-NEXT: OpControlBarrier [[WG]] [[WG]] [[SC_L]]
; CHECK-NEXT: OpReturn
define spir_kernel void @sync() {
  call spir_func void @_Z7barrierj(i32 1)
  call spir_func void @_Z7barrierj(i32 2)
  call spir_func void @_Z7barrierj(i32 3)
  call spir_func void @_Z7barrierj(i32 4)
  call spir_func void @_Z18work_group_barrierj(i32 1)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 2)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 4)
  call spir_func void @_Z9mem_fencej(i32 1)
  call spir_func void @_Z14read_mem_fencej(i32 2)
  call spir_func void @_Z15write_mem_fencej(i32 3)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 3, i32 16)
  call spir_func void @_Z21__spirv_MemoryBarrierii(i32 1, i32 528)
  call void @__spirv_ControlBarrier(i32 2, i32 2, i32 272)
  ret void
}

declare spir_func void @_Z7barrierj(i32)
declare spir_func void @_Z18work_group_barrierj(i32)
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z14read_mem_fencej(i32)
declare spir_func void @_Z15write_mem_fencej(i32)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func void @_Z21__spirv_MemoryBarrierii(i32, i32)
declare void @__spirv_ControlBarrier(i32, i32, i32)

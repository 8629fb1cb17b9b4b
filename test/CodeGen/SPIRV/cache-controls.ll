; Cache controls (SPV_INTEL_cache_controls) given through !spirv.Decorations
; on a getelementptr decorate its access chain, the pointer the load or
; store uses; on a global variable, its OpVariable. The extension lets an
; id have one cache control per cache level, but SPIRV-Tools 2025.5 rejects
; a second OpDecorate of one decoration on one id, so each further level
; decorates it through a decoration group of its own (which both the
; validator and the 2024 reader accept). The same level twice, and
; decorations on a getelementptr of vectors, stay refused
; (errors-decorations-metadata.ll). Run by test/Execution/cache-controls.ll.
; REQUIRES: spirv-tools-2025
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %s -o - | FileCheck %s
; RUN: %llc -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %if reader2 %{ %spirv-reader2 -r --spirv-target-env=SPV-IR %t.spv -o %t2.bc %}
; RUN: %if reader2 %{ llvm-dis-22 %t2.bc -o - | FileCheck %s --check-prefix=READ %}

; CHECK: OpCapability CacheControlsINTEL
; CHECK: OpExtension "SPV_INTEL_cache_controls"
; CHECK-DAG: OpName [[B:%[0-9]+]] "buffer"
; CHECK-DAG: OpName [[G:%[0-9]+]] "g"
; CHECK: OpDecorate [[L:%[0-9]+]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK-NEXT: OpDecorate [[LG:%[0-9]+]] CacheControlLoadINTEL 1 CachedINTEL
; CHECK-NEXT: [[LG]] = OpDecorationGroup
; CHECK-NEXT: OpGroupDecorate [[LG]] [[L]]
; CHECK-NEXT: OpDecorate [[S:%[0-9]+]] CacheControlStoreINTEL 0 WriteThroughINTEL
; CHECK-NEXT: OpDecorate [[S]] UserSemantic "s"
; CHECK-NEXT: OpDecorate [[SG:%[0-9]+]] CacheControlStoreINTEL 1 WriteBackINTEL
; CHECK-NEXT: [[SG]] = OpDecorationGroup
; CHECK-NEXT: OpGroupDecorate [[SG]] [[S]]
; CHECK-NEXT: OpDecorate [[G]] LinkageAttributes "g" Export
; CHECK-NEXT: OpDecorate [[G]] CacheControlStoreINTEL 0 WriteThroughINTEL
; CHECK-NEXT: OpDecorate [[GG:%[0-9]+]] CacheControlStoreINTEL 1 StreamingINTEL
; CHECK-NEXT: [[GG]] = OpDecorationGroup
; CHECK-NEXT: OpGroupDecorate [[GG]] [[G]]
; CHECK: [[L]] = OpInBoundsPtrAccessChain {{%[0-9]+}} [[B]]
; CHECK-NEXT: [[V:%[0-9]+]] = OpLoad {{%[0-9]+}} [[L]]
; CHECK: [[S]] = OpInBoundsPtrAccessChain {{%[0-9]+}} [[B]]
; CHECK-NEXT: OpStore [[S]] [[V]]

; The 2024 reader gives both levels back on the getelementptr.
; READ: getelementptr inbounds i32, ptr addrspace(1) %{{.*}}, i64 1, !spirv.Decorations [[LMD:![0-9]+]]
; READ: [[LMD]] = !{{{.*}}[[L1:![0-9]+]]}
; READ: [[L1]] = !{i32 6442, i32 1, i32 1}

@g = addrspace(1) global i32 0, !spirv.Decorations !9

define spir_kernel void @test(ptr addrspace(1) %buffer) {
entry:
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %buffer, i64 1, !spirv.Decorations !3
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %buffer, i64 0, !spirv.Decorations !6
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4
  store i32 %0, ptr addrspace(1) @g, align 4
  ret void
}

!3 = !{!4, !5}
!4 = !{i32 6442, i32 0, i32 1}  ; CacheControlLoadINTEL, level 0, Cached
!5 = !{i32 6442, i32 1, i32 1}  ; CacheControlLoadINTEL, level 1, Cached
!6 = !{!7, !10, !8}
!7 = !{i32 6443, i32 0, i32 1}  ; CacheControlStoreINTEL, level 0, WriteThrough
!8 = !{i32 6443, i32 1, i32 2}  ; CacheControlStoreINTEL, level 1, WriteBack
!10 = !{i32 5635, !"s"}         ; UserSemantic
!9 = !{!7, !11}
!11 = !{i32 6443, i32 1, i32 3} ; CacheControlStoreINTEL, level 1, Streaming

; The legalizer's rules, one function each, checked in generic MIR after
; the Legalizer (docs/Design.md, section 4).
; RUN: %llc -mtriple=spirv64 -stop-after=legalizer %s -o - | FileCheck %s
; RUN: not %llc -mtriple=spirv64 %S/Inputs/legalize-unsupported.ll -o %t.out 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not ls %t.out

; ERR: error: atomicrmw add in address space 2 is not supported (in function @rmw_constant)
; ERR: error: atomicrmw xchg on a 128-bit value is not supported (in function @xchg_i128)
; ERR-NOT: error

; 5 lanes compute in 8.
; CHECK-LABEL: name: add_v5
; CHECK: [[V:%[0-9]+]]:_(<8 x s32>) = G_BUILD_VECTOR
; CHECK: G_ADD {{%[0-9]+}}, {{%[0-9]+}}
; CHECK-NOT: <5 x s32>
; CHECK: G_EXTRACT_VECTOR_ELT {{%[0-9]+}}(<8 x s32>)
define spir_func i32 @add_v5(<4 x i32> %a, <4 x i32> %b) {
  %x = shufflevector <4 x i32> %a, <4 x i32> %b, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  %s = add <5 x i32> %x, %x
  %e = extractelement <5 x i32> %s, i32 4
  ret i32 %e
}

; 32 lanes split in two halves of 16, loads and stores 64 bytes apart.
; CHECK-LABEL: name: fadd_v32
; CHECK: G_LOAD {{.*}} :: (load (<16 x s32>) from %ir.p, addrspace 1)
; CHECK: [[OFF:%[0-9]+]]:_(s64) = G_CONSTANT i64 64
; CHECK: G_PTR_ADD {{%[0-9]+}}, [[OFF]](s64)
; CHECK: G_LOAD {{.*}} :: (load (<16 x s32>) from %ir.p + 64, addrspace 1)
; CHECK: G_FADD
; CHECK: G_FADD
; CHECK-NOT: <32 x s32>
define spir_func void @fadd_v32(ptr addrspace(1) %p) {
  %v = load <32 x float>, ptr addrspace(1) %p, align 64
  %s = fadd <32 x float> %v, %v
  store <32 x float> %s, ptr addrspace(1) %p, align 64
  ret void
}

; i33 adds in 64 bits; the zero extension masks 33 bits.
; CHECK-LABEL: name: add_i33
; CHECK: [[S:%[0-9]+]]:_(s64) = G_ADD
; CHECK: [[M:%[0-9]+]]:_(s64) = G_CONSTANT i64 8589934591
; CHECK: G_AND [[S]], [[M]]
define spir_func i64 @add_i33(i64 %a, i64 %b) {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %s = add i33 %x, %y
  %z = zext i33 %s to i64
  ret i64 %z
}

; i17 division sees sign-extended operands (shift left and right by 15).
; CHECK-LABEL: name: sdiv_i17
; CHECK: [[K:%[0-9]+]]:_(s32) = G_CONSTANT i32 15
; CHECK: [[L:%[0-9]+]]:_(s32) = G_SHL %0, [[K]](s32)
; CHECK: [[X:%[0-9]+]]:_(s32) = G_ASHR [[L]], [[K]](s32)
; CHECK: G_SDIV [[X]], {{%[0-9]+}}
define spir_func i32 @sdiv_i17(i32 %a, i32 %b) {
  %x = trunc i32 %a to i17
  %y = trunc i32 %b to i17
  %q = sdiv i17 %x, %y
  %e = sext i17 %q to i32
  ret i32 %e
}

; i128: two 64-bit loads, the low sum, its carry, the high sum.
; CHECK-LABEL: name: add_i128
; CHECK: [[LO:%[0-9]+]]:_(s64) = G_LOAD %0(p1) :: (load (s64) from %ir.p, addrspace 1)
; CHECK: [[HI:%[0-9]+]]:_(s64) = G_LOAD {{.*}} :: (load (s64) from %ir.p + 8, addrspace 1)
; CHECK: [[SUM:%[0-9]+]]:_(s64) = G_ADD [[LO]], [[LO]]
; CHECK: [[C:%[0-9]+]]:_(s1) = G_ICMP intpred(ult), [[SUM]](s64), [[LO]]
; CHECK: G_ADD [[HI]], [[HI]]
; CHECK: G_ZEXT [[C]](s1)
; CHECK-NOT: s128
define spir_func void @add_i128(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 8
  %s = add i128 %a, %a
  store i128 %s, ptr addrspace(1) %p, align 8
  ret void
}

; The high half of a 64 x 64 product from 32-bit halves.
; CHECK-LABEL: name: mulhi_i128
; CHECK: [[MASK:%[0-9]+]]:_(s64) = G_CONSTANT i64 4294967295
; CHECK: [[HALF:%[0-9]+]]:_(s64) = G_CONSTANT i64 32
; CHECK: G_AND %0, [[MASK]]
; CHECK: G_LSHR %0, [[HALF]](s64)
; CHECK-COUNT-4: G_MUL
; CHECK-NOT: G_UMULH
define spir_func i64 @mulhi_i128(i64 %a, i64 %b) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %t = trunc i128 %h to i64
  ret i64 %t
}

; A <5 x i32> access is <4 x i32> and i32 at +16: nothing beyond 20 bytes.
; CHECK-LABEL: name: load_v5
; CHECK: G_LOAD %0(p1) :: (load (<4 x s32>) from %ir.p, align 4, addrspace 1)
; CHECK: G_LOAD {{.*}} :: (load (s32) from %ir.p + 16, addrspace 1)
; CHECK: G_STORE {{.*}} :: (store (<4 x s32>) into %ir.q, align 4, addrspace 1)
; CHECK: G_STORE {{.*}} :: (store (s32) into %ir.q + 16, addrspace 1)
define spir_func void @load_v5(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <5 x i32>, ptr addrspace(1) %p, align 4
  store <5 x i32> %v, ptr addrspace(1) %q, align 4
  ret void
}

; bitcast <4 x i1> to i4: each lane selects its bit; icmp ult i4 compares
; the 4 low bits. (Tests against 0 or -1 are OpAny / OpAll instead.)
; CHECK-LABEL: name: bitcast_v4i1
; CHECK: [[C:%[0-9]+]]:_(<4 x s1>) = G_FCMP floatpred(ogt)
; CHECK: G_EXTRACT_VECTOR_ELT [[C]](<4 x s1>)
; CHECK: G_SELECT {{%[0-9]+}}(s1)
; CHECK: G_OR
; CHECK: [[B3:%[0-9]+]]:_(s8) = G_CONSTANT i8 8
; CHECK: G_ICMP intpred(ult), {{%[0-9]+}}(s8)
define spir_func i1 @bitcast_v4i1(<4 x float> %x, <4 x float> %y) {
  %c = fcmp ogt <4 x float> %x, %y
  %m = bitcast <4 x i1> %c to i4
  %r = icmp ult i4 %m, 5
  ret i1 %r
}

; <8 x i1> in memory is one byte; lane I tests bit I.
; CHECK-LABEL: name: load_v8i1
; CHECK: [[B:%[0-9]+]]:_(s8) = G_LOAD %0(p0) :: (load (s8) from %ir.p)
; CHECK: G_BUILD_VECTOR [[B]](s8), [[B]](s8)
; CHECK: G_AND
; CHECK: G_ICMP intpred(ne), {{%[0-9]+}}(<8 x s8>)
define spir_func <8 x i1> @load_v8i1(ptr %p) {
  %l = load <8 x i1>, ptr %p, align 1
  ret <8 x i1> %l
}

; CHECK-LABEL: name: fptosi_i1
; CHECK: [[I:%[0-9]+]]:_(s8) = G_FPTOSI %0(s32)
; CHECK: G_TRUNC [[I]](s8)
define spir_func i1 @fptosi_i1(float %f) {
  %c = fptosi float %f to i1
  ret i1 %c
}

; A shuffle of <1 x T> (scalars in MIR) picks them into a vector.
; CHECK-LABEL: name: shuffle_scalars
; CHECK: G_BUILD_VECTOR %1(s32), %0(s32)
define spir_func <2 x i32> @shuffle_scalars(<1 x i32> %a, <1 x i32> %b) {
  %s = shufflevector <1 x i32> %a, <1 x i32> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i32> %s
}

; A vector of pointers is its lanes.
; CHECK-LABEL: name: select_pointers
; CHECK: G_SELECT %2(s1), %1, {{%[0-9]+}}
; CHECK-NOT: x p1>
define spir_func ptr addrspace(1) @select_pointers(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) {
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %v1 = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %b, i32 1
  %w = select i1 %c, <2 x ptr addrspace(1)> %v1, <2 x ptr addrspace(1)> zeroinitializer
  %p = extractelement <2 x ptr addrspace(1)> %w, i32 1
  ret ptr addrspace(1) %p
}

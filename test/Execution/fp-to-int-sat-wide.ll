; fptosi.sat / fptoui.sat to i128, run: spirv-lower-intrinsics clamps, and
; the conversion to i128 it makes becomes LLVM's loop (ExpandIRInsts, run
; again after the target's expansions). Each float gives its two 64-bit
; halves, compared with the host: in range, beyond both ends, NaN (0).
; RUN: %python -c "import struct; v=[0.0,-2.5,12345.75,1e30,-1e30,3e38,-3e38,float('nan')]; open('%t.in','wb').write(struct.pack('<8f',*v))"
; RUN: %python -c "import struct,math; v=struct.unpack('<8f',open('%t.in','rb').read()); c=lambda x,lo,hi: 0 if math.isnan(x) else max(lo,min(hi,int(x))); s=[c(x,-2**127,2**127-1)%2**128 for x in v]; u=[c(x,0,2**128-1) for x in v]; w=[h for a in s+u for h in (a%2**64,a>>64)]; open('%t.out','wb').write(struct.pack('<32Q',*w))"
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-run %t.spv --arg=buffer:f32:8:file=%t.in --arg=buffer:u64:32 --global=8 \
; RUN:   --expect=1=file:%t.out | FileCheck %s
; CHECK: argument 1: all 32 elements match

target triple = "spirv64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
declare i128 @llvm.fptosi.sat.i128.f32(float)
declare i128 @llvm.fptoui.sat.i128.f32(float)

define spir_kernel void @sat(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %s = call i128 @llvm.fptosi.sat.i128.f32(float %x)
  %u = call i128 @llvm.fptoui.sat.i128.f32(float %x)
  %ps = getelementptr inbounds i128, ptr addrspace(1) %out, i64 %i
  store i128 %s, ptr addrspace(1) %ps, align 8
  %j = add i64 %i, 8
  %pu = getelementptr inbounds i128, ptr addrspace(1) %out, i64 %j
  store i128 %u, ptr addrspace(1) %pu, align 8
  ret void
}

; spirv-as of our text is our binary, word for word except the generator
; (word 2 of the header), and two runs give identical bytes.
; Its doubles need Float64, which Gen12 and Arc lack:
; GPU-COMPILER-LACKS: tgllp dg2-g10: Float64
; RUN: %llc -mtriple=spirv64 %s -o %t.spvasm
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.spv
; RUN: %spirv-as --preserve-numeric-ids --target-env spv1.0 %t.spvasm -o %t.as.spv
; RUN: od -An -tx4 -v -w4 %t.spv | sed -e '3d' > %t.ours.txt
; RUN: od -An -tx4 -v -w4 %t.as.spv | sed -e '3d' > %t.theirs.txt
; RUN: diff %t.ours.txt %t.theirs.txt
; RUN: %llc -mtriple=spirv64 -filetype=obj %s -o %t.again.spv
; RUN: cmp %t.spv %t.again.spv
; RUN: %spirv-val %t.spv
; RUN: %llvm-spirv -r %t.spv -o %t.bc

%struct.S = type { float, [4 x i16], i8 }

@lut = addrspace(2) constant [3 x i32] [i32 1, i32 -2, i32 3], align 4

define spir_func double @helper(double %x, half %h) {
  %e = fpext half %h to double
  %r = fmul double %x, %e
  ret double %r
}

define spir_kernel void @k(ptr addrspace(1) %s, ptr addrspace(1) %d, i32 %i) {
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 %id, i32 1, i32 %i
  %v = load i16, ptr addrspace(1) %f, align 2
  %w = sext i16 %v to i32
  %l = getelementptr inbounds [3 x i32], ptr addrspace(2) @lut, i32 0, i32 %i
  %lv = load i32, ptr addrspace(2) %l, align 4
  %sum = add i32 %w, %lv
  %fd = sitofp i32 %sum to double
  %r = call spir_func double @helper(double %fd, half 0xH3C00)
  %de = getelementptr inbounds double, ptr addrspace(1) %d, i64 %id
  store double %r, ptr addrspace(1) %de, align 8
  %c = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 %id, i32 2
  store i8 -1, ptr addrspace(1) %c, align 1
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)

# x86-64 assembly for clang -cc1as: int ret42(void) { return 42; }
	.text
	.globl	ret42
	.type	ret42,@function
ret42:
	.cfi_startproc
	movl	$42, %eax
	retq
	.cfi_endproc
	.size	ret42, .-ret42

// to_global / to_local / to_private (OpGenericCastToPtrExplicit) give back
// the global, local or private pointer a generic pointer was made from: the
// same address, through which the int is updated and read; compared with a
// host reference on every device. Both CPU devices treat the casts as
// no-ops, so a cast to another address space (null in OpenCL) and get_fence
// (missing from PoCL's kernel library; Intel's runtime calls local memory
// global) are checked only by the compiler tests
// (CodeGen/SPIRV/OpenCL/generic-cast.cl).
// RUN: %reference generic_cast %t
// RUN: %run-levels %s %t --arg=buffer:i32:96:file=%t.in0 --arg=buffer:i32:96 \
// RUN:   --arg=local:64 --arg=buffer:i32:96 --local=16 --expect=3=file:%t.out
// CHECK: argument 3: all 96 elements match

kernel void generic_cast(global const int *in, global int *g, local int *l,
                         global int *out) {
  size_t i = get_global_id(0), lid = get_local_id(0);
  g[i] = in[i] + 1000;
  l[lid] = in[i] + 2000;
  int p = in[i] + 3000;
  generic int *q = &p;
  if (i % 3 == 0)
    q = &g[i];
  else if (i % 3 == 1)
    q = &l[lid];
  int value;
  if (i % 3 == 0) {
    global int *pg = to_global(q);
    *pg += 7;
    value = *pg + (pg == &g[i]);
  } else if (i % 3 == 1) {
    local int *pl = to_local(q);
    *pl += 7;
    value = *pl + (pl == &l[lid]);
  } else {
    private int *pp = to_private(q);
    *pp += 7;
    value = *pp + (pp == &p);
  }
  out[i] = value;
}

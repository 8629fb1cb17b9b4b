// Three kernels sharing and not sharing helpers (test/Runtime/extract-kernel.test).
float twice(float x) { return x * 2.0f; }
float only_for_ka(float x) { return x + 1.0f; }
int only_for_kc(int x) { return x - 1; }

kernel void ka(global float *p) {
  size_t i = get_global_id(0);
  p[i] = only_for_ka(twice(p[i]));
}

kernel void kb(global float *p, float s) {
  size_t i = get_global_id(0);
  p[i] = twice(p[i]) * s;
}

__attribute__((reqd_work_group_size(4, 1, 1))) kernel void kc(global int *p) {
  size_t i = get_global_id(0);
  p[i] = only_for_kc((int)i);
}

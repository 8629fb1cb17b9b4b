// c[i] = scale(a[i]) + b[i]; scale() lives in scale-helper.cl.
float scale(float x);

kernel void scaled_add(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = scale(a[i]) + b[i];
}

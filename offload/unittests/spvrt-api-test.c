/*===- spvrt-api-test.c - Exercises the offload runtime's C API ------------===
 *
 * Written in C to prove the header and library are usable from C. Each mode
 * prints one line per check and exits non-zero when a check fails; the lit
 * tests in test/Runtime FileCheck the output.
 *
 *   spvrt-api-test reduce <reduce.spv>
 *   spvrt-api-test api <vadd.spv> <multi.spv> <affine.spv> <ndrange.spv>
 *   spvrt-api-test errors <vadd.spv> <affine.spv> <reduce.spv>
 *   spvrt-api-test threads <vadd.spv>
 *   spvrt-api-test images <images.spv>
 *   spvrt-api-test async <vadd.spv> <spin.spv> [overlap]
 *   spvrt-api-test discrete <vadd.spv> read|write
 *   spvrt-api-test at-exit <vadd.spv>
 *===----------------------------------------------------------------------===*/
#include "spirv_offload.h"

#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int Failures = 0;

#define CHECK_OK(Call)                                                             \
  do {                                                                             \
    spvrt_result R_ = (Call);                                                      \
    if (R_ != SPVRT_SUCCESS) {                                                     \
      printf("FAIL %s:%d: %s: %s\n", __FILE__, __LINE__, #Call, spvrt_last_error()); \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

static void fail(const char *What) {
  printf("FAIL: %s\n", What);
  ++Failures;
}

/* Deterministic pseudo-random numbers (no libc rand state). */
static uint32_t Seed = 12345;
static uint32_t next(void) {
  Seed = Seed * 1664525u + 1013904223u;
  return Seed >> 8;
}

/* A device information key's value of 4 or 8 bytes, or a string. */
static uint32_t info32(spvrt_device D, spvrt_device_info_key Key) {
  uint32_t V = 0;
  CHECK_OK(spvrt_device_get_info(D, Key, sizeof V, &V));
  return V;
}
static uint64_t info64(spvrt_device D, spvrt_device_info_key Key) {
  uint64_t V = 0;
  CHECK_OK(spvrt_device_get_info(D, Key, sizeof V, &V));
  return V;
}
static const char *infoString(spvrt_device D, spvrt_device_info_key Key, char *Buf, size_t Size) {
  CHECK_OK(spvrt_device_get_info(D, Key, Size, Buf));
  return Buf;
}

static spvrt_device device(void) {
  spvrt_device D;
  CHECK_OK(spvrt_device_get(0, &D));
  return D;
}

/* Runs the reduction with a given group size (0: runtime's choice). */
static void reduceOnce(spvrt_device D, spvrt_kernel K, uint32_t Group) {
  enum { N = 4096 };
  float *Host = malloc(N * sizeof(float));
  for (int I = 0; I < N; ++I)
    Host[I] = (float)(next() % 1000) / 8.0f;
  uint64_t Global = N, Local = Group;
  uint32_t Chosen[3] = {Group, 1, 1};
  if (!Group)
    CHECK_OK(spvrt_kernel_suggest_group_size(K, 1, &Global, Chosen));
  uint32_t G = Chosen[0], Groups = N / G;
  float *In, *Partial;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, N * sizeof(float), 0, (void **)&In));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, Groups * sizeof(float), 64, (void **)&Partial));
  CHECK_OK(spvrt_memcpy(D, In, Host, N * sizeof(float)));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, In));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 1, Partial));
  CHECK_OK(spvrt_kernel_set_arg_local(K, 2, G * sizeof(float)));
  CHECK_OK(spvrt_kernel_launch(K, 1, &Global, Group ? &Local : NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  int Bad = 0;
  for (uint32_t Grp = 0; Grp < Groups; ++Grp) {
    double Sum = 0;
    for (uint32_t I = 0; I < G; ++I)
      Sum += Host[Grp * G + I];
    if (fabs(Partial[Grp] - Sum) > 1e-4 * fabs(Sum) + 1e-3) {
      if (!Bad)
        printf("group %u: got %f, expected %f\n", Grp, Partial[Grp], Sum);
      ++Bad;
    }
  }
  if (Bad)
    fail("reduction results differ from the host");
  else
    printf("reduce: group %u%s: %u partial sums match the host\n", G, Group ? "" : " (chosen by the runtime)",
           Groups);
  CHECK_OK(spvrt_mem_free(D, In));
  CHECK_OK(spvrt_mem_free(D, Partial));
  free(Host);
}

static int reduce(const char *Path) {
  spvrt_device D = device();
  spvrt_module M;
  spvrt_kernel K;
  CHECK_OK(spvrt_module_load_file(D, Path, NULL, &M));
  CHECK_OK(spvrt_kernel_create(M, "reduce", &K));
  reduceOnce(D, K, 16);
  reduceOnce(D, K, 0);
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_module_release(M));
  printf("reduce: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

static void *readAll(const char *Path, size_t *Size) {
  FILE *F = fopen(Path, "rb");
  if (!F) {
    printf("FAIL: cannot open %s\n", Path);
    exit(1);
  }
  fseek(F, 0, SEEK_END);
  *Size = (size_t)ftell(F);
  rewind(F);
  void *Data = malloc(*Size);
  if (fread(Data, 1, *Size, F) != *Size)
    exit(1);
  fclose(F);
  return Data;
}

static int api(const char *VAdd, const char *Multi, const char *Affine, const char *NDRange) {
  spvrt_device D = device();
  char Name[256], Plugin[32];
  uint32_t SPIRV[2];
  size_t NameSize = 0;
  CHECK_OK(spvrt_device_get_info(D, SPVRT_DEVICE_INFO_SPIRV_VERSION, sizeof SPIRV, SPIRV));
  uint32_t Type = info32(D, SPVRT_DEVICE_INFO_TYPE);
  printf("device: %s plugin=%s type=%s spirv=%u.%u\n", infoString(D, SPVRT_DEVICE_INFO_NAME, Name, sizeof Name),
         infoString(D, SPVRT_DEVICE_INFO_PLUGIN, Plugin, sizeof Plugin), Type == SPVRT_DEVICE_CPU ? "cpu" : "other",
         SPIRV[0], SPIRV[1]);
  if (info32(D, SPVRT_DEVICE_INFO_MAX_GROUP_SIZE) == 0 || info64(D, SPVRT_DEVICE_INFO_MAX_LOCAL_MEM) == 0)
    fail("device limits are zero");
  if (Type == SPVRT_DEVICE_CPU && !info32(D, SPVRT_DEVICE_INFO_INTEGRATED))
    fail("a CPU device does not report that it shares the host's memory");
  /* Keys are sized: a string's size holds its NUL, a short buffer is an
     error, and so is a key the runtime does not know. */
  CHECK_OK(spvrt_device_get_info_size(D, SPVRT_DEVICE_INFO_NAME, &NameSize));
  if (NameSize != strlen(Name) + 1)
    fail("the size of the name key is not the name's with its NUL");
  if (spvrt_device_get_info(D, SPVRT_DEVICE_INFO_NAME, NameSize - 1, Name) != SPVRT_ERROR_INVALID_ARGUMENT ||
      !strstr(spvrt_last_error(), "spvrt_device_get_info: key 0 takes"))
    fail("a buffer one byte short of the name is not refused");
  if (spvrt_device_get_info(D, SPVRT_DEVICE_INFO_MAX_LOCAL_MEM, 4, SPIRV) != SPVRT_ERROR_INVALID_ARGUMENT)
    fail("4 bytes for a 64-bit key are not refused");
  if (spvrt_device_get_info(D, (spvrt_device_info_key)100000, sizeof SPIRV, SPIRV) != SPVRT_ERROR_UNSUPPORTED ||
      spvrt_device_get_info_size(D, (spvrt_device_info_key)100000, &NameSize) != SPVRT_ERROR_UNSUPPORTED)
    fail("an unknown key is not refused");
  /* The plugin gives the loader its drivers for zeInit only: the program's
     environment (and its children's) is as it was. */
  if (getenv("ZE_ENABLE_ALT_DRIVERS"))
    fail("ZE_ENABLE_ALT_DRIVERS is left in the environment after initialization");
  if (getenv("POCL_MAX_PTHREAD_COUNT"))
    fail("POCL_MAX_PTHREAD_COUNT is left in the environment after initialization");

  /* A module loaded from memory; the multi-kernel module's names. */
  size_t Size;
  void *Bytes = readAll(Multi, &Size);
  spvrt_module MM;
  CHECK_OK(spvrt_module_load_memory(D, Bytes, Size, "-cl-fast-relaxed-math", &MM));
  free(Bytes);
  uint32_t NK;
  CHECK_OK(spvrt_module_kernel_count(MM, &NK));
  printf("multi: %u kernels:", NK);
  for (uint32_t I = 0; I < NK; ++I) {
    const char *Name;
    CHECK_OK(spvrt_module_kernel_name(MM, I, &Name));
    printf(" %s", Name);
  }
  printf("\n");

  /* Two kernels of one module back to back without a wait in between: the
   * second must see the first's results (in-order execution). */
  enum { N = 1000 };
  float *A, *B, *C, Host[N];
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, sizeof(Host), 0, (void **)&A));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_HOST, sizeof(Host), 0, (void **)&B));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, sizeof(Host), 0, (void **)&C));
  for (int I = 0; I < N; ++I)
    Host[I] = (float)I;
  CHECK_OK(spvrt_memcpy(D, A, Host, sizeof(Host)));
  float Two = 2.0f;
  CHECK_OK(spvrt_memfill(D, B, &Two, sizeof(Two), sizeof(Host)));
  spvrt_kernel Scale, Sub;
  CHECK_OK(spvrt_kernel_create(MM, "vscale", &Scale));
  CHECK_OK(spvrt_kernel_create(MM, "vsub", &Sub));
  float Factor = 3.0f;
  CHECK_OK(spvrt_kernel_set_arg_pointer(Scale, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_value(Scale, 1, sizeof(Factor), &Factor));
  CHECK_OK(spvrt_kernel_set_arg_pointer(Sub, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_pointer(Sub, 1, B));
  CHECK_OK(spvrt_kernel_set_arg_pointer(Sub, 2, C));
  uint64_t G = N, L = 8;
  CHECK_OK(spvrt_kernel_launch(Scale, 1, &G, &L, NULL));
  /* Arguments are captured at launch: changing the factor now must not
   * affect the launch above, only the next one. */
  Factor = 100.0f;
  CHECK_OK(spvrt_kernel_set_arg_value(Scale, 1, sizeof(Factor), &Factor));
  CHECK_OK(spvrt_kernel_launch(Sub, 1, &G, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  int Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += C[I] != 3.0f * I - 2.0f; /* shared memory: read directly */
  if (Bad)
    fail("vscale + vsub results differ from the host");
  else
    printf("multi: vscale then vsub: %d results match the host\n", N);
  CHECK_OK(spvrt_kernel_release(Scale));
  CHECK_OK(spvrt_kernel_release(Sub));

  /* Required group size: iota declares 8x1x1 and gets it by default. */
  spvrt_kernel Iota;
  uint32_t Req[3];
  CHECK_OK(spvrt_kernel_create(MM, "iota", &Iota));
  CHECK_OK(spvrt_kernel_required_group_size(Iota, Req));
  /* Its limits: groups up to the device's, no local variables of its own. */
  spvrt_kernel_limits Limits;
  CHECK_OK(spvrt_kernel_get_limits(Iota, &Limits));
  if (Limits.max_group_size < 1 || Limits.max_group_size > info32(D, SPVRT_DEVICE_INFO_MAX_GROUP_SIZE) ||
      Limits.local_mem_size != 0 || spvrt_kernel_get_limits(Iota, NULL) != SPVRT_ERROR_INVALID_ARGUMENT)
    fail("iota: spvrt_kernel_get_limits");
  int32_t *Out;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, 64 * sizeof(int32_t), 0, (void **)&Out));
  CHECK_OK(spvrt_kernel_set_arg_pointer(Iota, 0, Out));
  G = 64;
  CHECK_OK(spvrt_kernel_launch(Iota, 1, &G, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  Bad = 0;
  for (int I = 0; I < 64; ++I)
    Bad += Out[I] != I;
  printf("iota: required group %ux%ux%u, %s\n", Req[0], Req[1], Req[2], Bad ? "WRONG" : "results match");
  if (Bad)
    fail("iota");
  CHECK_OK(spvrt_kernel_release(Iota));
  CHECK_OK(spvrt_mem_free(D, Out));
  CHECK_OK(spvrt_module_release(MM));

  /* vadd from a file, reusing A (3*i) and B (2). */
  spvrt_module VM;
  spvrt_kernel V;
  CHECK_OK(spvrt_module_load_file(D, VAdd, NULL, &VM));
  CHECK_OK(spvrt_kernel_create(VM, "vadd", &V));
  CHECK_OK(spvrt_kernel_set_arg_pointer(V, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_pointer(V, 1, B));
  CHECK_OK(spvrt_kernel_set_arg_pointer(V, 2, C));
  G = N;
  CHECK_OK(spvrt_kernel_launch(V, 1, &G, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  CHECK_OK(spvrt_memcpy(D, Host, C, sizeof(Host)));
  Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += Host[I] != 3.0f * I + 2.0f;
  printf("vadd: %s\n", Bad ? "WRONG" : "results match");
  if (Bad)
    fail("vadd");
  CHECK_OK(spvrt_kernel_release(V));
  CHECK_OK(spvrt_module_release(VM));

  /* Scalar and struct-by-value arguments, with parameter reflection. */
  spvrt_module AM;
  spvrt_kernel K;
  CHECK_OK(spvrt_module_load_file(D, Affine, NULL, &AM));
  CHECK_OK(spvrt_kernel_create(AM, "affine", &K));
  uint32_t NP;
  CHECK_OK(spvrt_kernel_param_count(K, &NP));
  for (uint32_t I = 0; I < NP; ++I) {
    spvrt_param_info P;
    CHECK_OK(spvrt_kernel_param_info(K, I, &P));
    printf("affine param %u: %s '%s' kind=%d size=%zu elem_bits=%u\n", I, P.type_name, P.name, (int)P.kind, P.size,
           P.elem_bits);
  }
  struct {
    int8_t c;
    int32_t n;
    float b;
    int64_t k;
  } Params = {-3, 40, 0.5f, -1000};
  float Alpha = -1.5f;
  uint16_t S = 9;
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, C));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 1, A));
  CHECK_OK(spvrt_kernel_set_arg_value(K, 2, sizeof(Alpha), &Alpha));
  CHECK_OK(spvrt_kernel_set_arg_value(K, 3, sizeof(Params), &Params));
  CHECK_OK(spvrt_kernel_set_arg_value(K, 4, sizeof(S), &S));
  CHECK_OK(spvrt_kernel_launch(K, 1, &G, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  Bad = 0;
  for (int I = 0; I < N; ++I) {
    float Want = Alpha * (3.0f * I) + 0.5f + 40 - 1000 - 3 + 9;
    Bad += fabsf(C[I] - Want) > 1e-3f * fabsf(Want) + 1e-3f;
  }
  printf("affine: %s\n", Bad ? "WRONG" : "results match");
  if (Bad)
    fail("affine");
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_module_release(AM));

  /* 2-D launch with an offset. */
  spvrt_module NM;
  CHECK_OK(spvrt_module_load_file(D, NDRange, NULL, &NM));
  CHECK_OK(spvrt_kernel_create(NM, "index3d", &K));
  uint32_t *Idx;
  uint64_t G2[2] = {16, 8}, L2[2] = {4, 2}, O2[2] = {3, 100};
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, 16 * 8 * sizeof(uint32_t), 0, (void **)&Idx));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, Idx));
  CHECK_OK(spvrt_kernel_launch(K, 2, G2, L2, O2));
  CHECK_OK(spvrt_device_wait(D));
  Bad = 0;
  for (uint32_t Y = 0; Y < 8; ++Y)
    for (uint32_t X = 0; X < 16; ++X)
      Bad += Idx[Y * 16 + X] != (X + 3) + 1000 * (Y + 100);
  printf("ndrange 2-D with offset: %s\n", Bad ? "WRONG" : "results match");
  if (Bad)
    fail("ndrange");
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_module_release(NM));
  CHECK_OK(spvrt_mem_free(D, Idx));
  CHECK_OK(spvrt_mem_free(D, A));
  CHECK_OK(spvrt_mem_free(D, B));
  CHECK_OK(spvrt_mem_free(D, C));
  printf("api: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

/* Expects a specific error; prints it so the test can check the message. */
static void expect(const char *Case, spvrt_result Got, spvrt_result Want) {
  printf("%s: %s: %s\n", Case, spvrt_result_name(Got), spvrt_last_error());
  if (Got != Want) {
    printf("FAIL: %s: expected %s\n", Case, spvrt_result_name(Want));
    ++Failures;
  }
}

static int errors(const char *VAdd, const char *Affine, const char *Reduce) {
  spvrt_device D = device();
  spvrt_module M, AM, RM;
  spvrt_kernel K, AK, RK;
  CHECK_OK(spvrt_module_load_file(D, VAdd, NULL, &M));
  CHECK_OK(spvrt_module_load_file(D, Affine, NULL, &AM));
  CHECK_OK(spvrt_module_load_file(D, Reduce, NULL, &RM));
  CHECK_OK(spvrt_kernel_create(M, "vadd", &K));
  CHECK_OK(spvrt_kernel_create(AM, "affine", &AK));
  CHECK_OK(spvrt_kernel_create(RM, "reduce", &RK));

  spvrt_kernel None;
  expect("missing-kernel", spvrt_kernel_create(M, "vmul", &None), SPVRT_ERROR_KERNEL_NOT_FOUND);
  static const char Garbage[] = "definitely not SPIR-V";
  spvrt_module Bad;
  expect("not-spirv", spvrt_module_load_memory(D, Garbage, sizeof(Garbage), NULL, &Bad), SPVRT_ERROR_INVALID_BINARY);
  expect("missing-file", spvrt_module_load_file(D, "/nonexistent/k.spv", NULL, &Bad), SPVRT_ERROR_IO);

  float F = 1;
  double Dbl = 1;
  expect("arg-index", spvrt_kernel_set_arg_value(AK, 5, sizeof(F), &F), SPVRT_ERROR_INVALID_ARG_INDEX);
  expect("arg-size", spvrt_kernel_set_arg_value(AK, 2, sizeof(Dbl), &Dbl), SPVRT_ERROR_INVALID_ARG_SIZE);
  char Struct[16] = {0};
  expect("struct-size", spvrt_kernel_set_arg_value(AK, 3, sizeof(Struct), Struct), SPVRT_ERROR_INVALID_ARG_SIZE);
  expect("value-for-pointer", spvrt_kernel_set_arg_value(K, 0, sizeof(F), &F), SPVRT_ERROR_INVALID_ARG_KIND);
  expect("pointer-for-value", spvrt_kernel_set_arg_pointer(AK, 2, NULL), SPVRT_ERROR_INVALID_ARG_KIND);
  expect("local-size-zero", spvrt_kernel_set_arg_local(RK, 2, 0), SPVRT_ERROR_INVALID_ARG_SIZE);
  expect("local-too-big", spvrt_kernel_set_arg_local(RK, 2, (size_t)1 << 40), SPVRT_ERROR_INVALID_ARG_SIZE);
  expect("host-pointer-arg", spvrt_kernel_set_arg_pointer(K, 0, &F), SPVRT_ERROR_INVALID_POINTER);

  float *A, *B;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, 256 * sizeof(float), 0, (void **)&A));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, 256 * sizeof(float), 0, (void **)&B));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 1, A));
  uint64_t G = 256, L = 64, Huge = 1 << 20;
  expect("arg-not-set", spvrt_kernel_launch(K, 1, &G, &L, NULL), SPVRT_ERROR_ARG_NOT_SET);
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 2, B));
  expect("group-too-large", spvrt_kernel_launch(K, 1, &Huge, &Huge, NULL), SPVRT_ERROR_INVALID_LAUNCH);
  uint64_t G3[3] = {64, 64, 64}, L3[3] = {64, 64, 16};
  expect("group-volume-too-large", spvrt_kernel_launch(K, 3, G3, L3, NULL), SPVRT_ERROR_INVALID_LAUNCH);
  uint64_t Odd = 100;
  expect("not-a-multiple", spvrt_kernel_launch(K, 1, &Odd, &L, NULL), SPVRT_ERROR_INVALID_LAUNCH);
  uint64_t Zero = 0;
  expect("zero-size", spvrt_kernel_launch(K, 1, &Zero, NULL, NULL), SPVRT_ERROR_INVALID_LAUNCH);
  expect("four-dims", spvrt_kernel_launch(K, 4, G3, NULL, NULL), SPVRT_ERROR_INVALID_LAUNCH);
  expect("copy-overrun", spvrt_memcpy(D, A, B, 4096), SPVRT_ERROR_INVALID_POINTER);
  expect("copy-null", spvrt_memcpy(D, NULL, B, 4), SPVRT_ERROR_INVALID_POINTER);
  /* 0 bytes do nothing, from and to null too (a 0-element allocation). */
  expect("copy-empty-null", spvrt_memcpy(D, NULL, NULL, 0), SPVRT_SUCCESS);
  expect("fill-empty-null", spvrt_memfill(D, NULL, NULL, 4, 0), SPVRT_SUCCESS);
  expect("fill-pattern", spvrt_memfill(D, A, &F, 3, 12), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("fill-host-memory", spvrt_memfill(D, Struct, &F, 4, 16), SPVRT_ERROR_INVALID_POINTER);

  /* Use after free, caught before any driver sees the pointer. */
  CHECK_OK(spvrt_mem_free(D, B));
  expect("launch-after-free", spvrt_kernel_launch(K, 1, &G, &L, NULL), SPVRT_ERROR_INVALID_POINTER);
  expect("set-arg-after-free", spvrt_kernel_set_arg_pointer(K, 2, B + 4), SPVRT_ERROR_INVALID_POINTER);
  expect("fill-after-free", spvrt_memfill(D, B, &F, sizeof(F), 16), SPVRT_ERROR_INVALID_POINTER);
  expect("double-free", spvrt_mem_free(D, B), SPVRT_ERROR_INVALID_POINTER);
  expect("free-interior", spvrt_mem_free(D, A + 1), SPVRT_ERROR_INVALID_POINTER);
  expect("module-in-use", spvrt_module_release(M), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("null-device", spvrt_mem_alloc(NULL, SPVRT_MEM_DEVICE, 4, 0, (void **)&B), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("bad-alignment", spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, 4, 3, (void **)&B), SPVRT_ERROR_INVALID_ARGUMENT);

  /* Freed ranges are remembered for a bounded number of frees: after many
   * more, a freed range is no longer known as freed, so the error no longer
   * says "use after free" but the pointer is still refused. The range is
   * large (its own mapping), so the small allocations never reuse it. */
  void *Big;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, 16 << 20, 0, &Big));
  CHECK_OK(spvrt_mem_free(D, Big));
  expect("fill-after-free-big", spvrt_memfill(D, Big, &F, sizeof(F), 16), SPVRT_ERROR_INVALID_POINTER);
  for (int I = 0; I < 5000; ++I) {
    void *P;
    CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, 64, 0, &P));
    CHECK_OK(spvrt_mem_free(D, P));
  }
  expect("fill-long-after-free", spvrt_memfill(D, Big, &F, sizeof(F), 16), SPVRT_ERROR_INVALID_POINTER);

  /* After all of that the kernel still runs correctly. */
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, 256 * sizeof(float), 0, (void **)&B));
  float One = 1.0f;
  CHECK_OK(spvrt_memfill(D, A, &One, sizeof(One), 256 * sizeof(float)));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 2, B));
  CHECK_OK(spvrt_kernel_launch(K, 1, &G, &L, NULL));
  CHECK_OK(spvrt_device_wait(D));
  int Wrong = 0;
  for (int I = 0; I < 256; ++I)
    Wrong += B[I] != 2.0f;
  printf("recovered: %s\n", Wrong ? "WRONG" : "results match");
  if (Wrong)
    ++Failures;

  CHECK_OK(spvrt_mem_free(D, A));
  CHECK_OK(spvrt_mem_free(D, B));
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_kernel_release(AK));
  CHECK_OK(spvrt_kernel_release(RK));
  CHECK_OK(spvrt_module_release(M));
  CHECK_OK(spvrt_module_release(AM));
  CHECK_OK(spvrt_module_release(RM));
  printf("errors: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

/* Concurrent use: several threads share one device and one module; each
 * creates its own kernel and buffers and launches repeatedly, checking every
 * result, and checks that errors are reported to the thread that made them. */
enum { ThreadCount = 4, Rounds = 25, ThreadN = 1024 };
struct ThreadJob {
  spvrt_device D;
  spvrt_module M;
  int Id;
  int Failed;
};

static void *threadMain(void *Arg) {
  struct ThreadJob *J = Arg;
  spvrt_kernel K;
  float *A, *B, *C;
  float Host[ThreadN];
  if (spvrt_kernel_create(J->M, "vadd", &K) != SPVRT_SUCCESS ||
      spvrt_mem_alloc(J->D, SPVRT_MEM_DEVICE, sizeof(Host), 0, (void **)&A) != SPVRT_SUCCESS ||
      spvrt_mem_alloc(J->D, SPVRT_MEM_HOST, sizeof(Host), 0, (void **)&B) != SPVRT_SUCCESS ||
      spvrt_mem_alloc(J->D, SPVRT_MEM_SHARED, sizeof(Host), 0, (void **)&C) != SPVRT_SUCCESS) {
    printf("thread %d: setup failed: %s\n", J->Id, spvrt_last_error());
    J->Failed = 1;
    return NULL;
  }
  for (int R = 0; R < Rounds && !J->Failed; ++R) {
    for (int I = 0; I < ThreadN; ++I) {
      Host[I] = (float)(J->Id * 1000 + R);
      B[I] = (float)I;
    }
    uint64_t G = ThreadN;
    if (spvrt_memcpy(J->D, A, Host, sizeof(Host)) || spvrt_kernel_set_arg_pointer(K, 0, A) ||
        spvrt_kernel_set_arg_pointer(K, 1, B) || spvrt_kernel_set_arg_pointer(K, 2, C) ||
        spvrt_kernel_launch(K, 1, &G, NULL, NULL) || spvrt_device_wait(J->D)) {
      printf("thread %d round %d: %s\n", J->Id, R, spvrt_last_error());
      J->Failed = 1;
      break;
    }
    for (int I = 0; I < ThreadN; ++I)
      if (C[I] != Host[I] + (float)I) {
        printf("thread %d round %d: c[%d] = %f, expected %f\n", J->Id, R, I, C[I], Host[I] + (float)I);
        J->Failed = 1;
        break;
      }
    /* An error of this thread: its message names this thread's bad index. */
    float F = 0;
    spvrt_kernel_set_arg_value(K, 100 + (uint32_t)J->Id, sizeof(F), &F);
    char Want[32];
    snprintf(Want, sizeof(Want), "index %d is", 100 + J->Id);
    if (!strstr(spvrt_last_error(), Want)) {
      printf("thread %d: last error is another thread's: %s\n", J->Id, spvrt_last_error());
      J->Failed = 1;
    }
  }
  spvrt_mem_free(J->D, A);
  spvrt_mem_free(J->D, B);
  spvrt_mem_free(J->D, C);
  spvrt_kernel_release(K);
  return NULL;
}

static int threads(const char *VAdd) {
  spvrt_device D = device();
  spvrt_module M;
  CHECK_OK(spvrt_module_load_file(D, VAdd, NULL, &M));
  pthread_t T[ThreadCount];
  struct ThreadJob Jobs[ThreadCount];
  for (int I = 0; I < ThreadCount; ++I) {
    Jobs[I] = (struct ThreadJob){D, M, I, 0};
    pthread_create(&T[I], NULL, threadMain, &Jobs[I]);
  }
  int Failed = 0;
  for (int I = 0; I < ThreadCount; ++I) {
    pthread_join(T[I], NULL);
    Failed += Jobs[I].Failed;
  }
  CHECK_OK(spvrt_module_release(M));
  printf("threads: %d threads x %d launches: %s\n", ThreadCount, Rounds, Failed ? "FAILED" : "OK");
  return Failed != 0;
}

/* Images and samplers: parameter info, host transfers and copies of
 * regions, kernel arguments and their misuse. */
static int images(const char *Path) {
  spvrt_device D = device();
  spvrt_module M;
  CHECK_OK(spvrt_module_load_file(D, Path, NULL, &M));
  spvrt_kernel Fill, Sample, Buffer1D;
  CHECK_OK(spvrt_kernel_create(M, "fill2d", &Fill));
  CHECK_OK(spvrt_kernel_create(M, "sample2d", &Sample));
  CHECK_OK(spvrt_kernel_create(M, "buffer1d", &Buffer1D));
  spvrt_param_info P;
  CHECK_OK(spvrt_kernel_param_info(Buffer1D, 1, &P));
  printf("param: %s kind %d type %d access %d\n", P.type_name, (int)P.kind, (int)P.image_type, (int)P.image_access);
  CHECK_OK(spvrt_kernel_param_info(Sample, 1, &P));
  printf("param: %s kind %d\n", P.type_name, (int)P.kind);

  /* A 2D uint image written by the kernel, then read back in parts. */
  spvrt_image_desc Desc = {SPVRT_IMAGE_2D, SPVRT_CHANNELS_RGBA, SPVRT_CHANNEL_UINT32, 6, 4, 1, 1, 1};
  spvrt_image Img, Copy;
  CHECK_OK(spvrt_image_create(D, &Desc, &Img));
  CHECK_OK(spvrt_image_create(D, &Desc, &Copy));
  size_t Pixel;
  CHECK_OK(spvrt_image_pixel_size(Img, &Pixel));
  CHECK_OK(spvrt_kernel_set_arg_image(Fill, 0, Img));
  uint64_t G[2] = {6, 4};
  CHECK_OK(spvrt_kernel_launch(Fill, 2, G, NULL, NULL));
  /* Rows 1..2, columns 2..4 of the image, copied to (0, 0) of the other. */
  size_t Origin[3] = {2, 1, 0}, Extent[3] = {3, 2, 1}, Zero[3] = {0, 0, 0};
  CHECK_OK(spvrt_image_copy(Copy, Zero, Img, Origin, Extent));
  uint32_t Part[3 * 2 * 4];
  CHECK_OK(spvrt_image_read(Copy, NULL, Extent, Part));
  int Bad = 0;
  for (int Y = 0; Y < 2; ++Y)
    for (int X = 0; X < 3; ++X) {
      const uint32_t *Px = &Part[(Y * 3 + X) * 4];
      uint32_t WX = (uint32_t)X + 2, WY = (uint32_t)Y + 1;
      Bad += Px[0] != WX || Px[1] != WY || Px[2] != WX + WY || Px[3] != 7;
    }
  printf("image: %zu-byte pixels, kernel write + region copy + region read: %s\n", Pixel,
         Bad ? "WRONG" : "results match");
  Failures += Bad != 0;
  /* A write of one pixel, read back whole. */
  uint32_t One[4] = {9, 8, 7, 6}, All[6 * 4 * 4];
  size_t Last[3] = {5, 3, 0}, Single[3] = {1, 1, 1};
  CHECK_OK(spvrt_image_write(Img, Last, Single, One));
  CHECK_OK(spvrt_image_read(Img, NULL, NULL, All));
  printf("pixel write: %s\n", memcmp(&All[(3 * 6 + 5) * 4], One, sizeof(One)) || All[4] != 1 ? "WRONG" : "ok");

  expect("region-outside", spvrt_image_read(Img, Last, Extent, All), SPVRT_ERROR_INVALID_ARGUMENT);
  size_t Near[3] = {1, 1, 0};
  expect("overlap", spvrt_image_copy(Img, Zero, Img, Near, Extent), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("null-host", spvrt_image_read(Img, NULL, NULL, NULL), SPVRT_ERROR_INVALID_POINTER);
  Desc.type = (spvrt_image_type)42;
  spvrt_image Refused;
  expect("bad-type", spvrt_image_create(D, &Desc, &Refused), SPVRT_ERROR_INVALID_ARGUMENT);
  Desc.type = SPVRT_IMAGE_2D;
  Desc.height = 0;
  expect("zero-height", spvrt_image_create(D, &Desc, &Refused), SPVRT_ERROR_INVALID_ARGUMENT);
  Desc.height = 4;
  Desc.kernel_write = 0;
  spvrt_image ReadOnly, Other;
  CHECK_OK(spvrt_image_create(D, &Desc, &ReadOnly));
  expect("read-only-image", spvrt_kernel_set_arg_image(Fill, 0, ReadOnly), SPVRT_ERROR_INVALID_ARGUMENT);
  spvrt_image_desc D3 = {SPVRT_IMAGE_3D, SPVRT_CHANNELS_RGBA, SPVRT_CHANNEL_FLOAT, 2, 2, 2, 1, 0};
  CHECK_OK(spvrt_image_create(D, &D3, &Other));
  expect("wrong-image-type", spvrt_kernel_set_arg_image(Sample, 0, Other), SPVRT_ERROR_INVALID_ARG_KIND);
  expect("format-mismatch", spvrt_image_copy(Other, NULL, ReadOnly, NULL, NULL), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("image-for-buffer", spvrt_kernel_set_arg_image(Sample, 2, Other), SPVRT_ERROR_INVALID_ARG_KIND);
  spvrt_sampler Smp;
  CHECK_OK(spvrt_sampler_create(D, SPVRT_ADDRESS_CLAMP, SPVRT_FILTER_LINEAR, 1, &Smp));
  expect("sampler-for-image", spvrt_kernel_set_arg_sampler(Sample, 0, Smp), SPVRT_ERROR_INVALID_ARG_KIND);
  spvrt_sampler BadSmp;
  expect("bad-filter", spvrt_sampler_create(D, SPVRT_ADDRESS_CLAMP, (spvrt_filter_mode)7, 1, &BadSmp),
         SPVRT_ERROR_INVALID_ARGUMENT);
  CHECK_OK(spvrt_sampler_release(Smp));
  expect("released-sampler", spvrt_kernel_set_arg_sampler(Sample, 1, Smp), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("double-release", spvrt_sampler_release(Smp), SPVRT_ERROR_INVALID_ARGUMENT);
  /* An image released after it was set is caught at launch. */
  CHECK_OK(spvrt_image_release(Img));
  expect("launch-released-image", spvrt_kernel_launch(Fill, 2, G, NULL, NULL), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("released-image", spvrt_image_read(Img, NULL, NULL, All), SPVRT_ERROR_INVALID_ARGUMENT);

  CHECK_OK(spvrt_image_release(Copy));
  CHECK_OK(spvrt_image_release(ReadOnly));
  CHECK_OK(spvrt_image_release(Other));
  CHECK_OK(spvrt_kernel_release(Fill));
  CHECK_OK(spvrt_kernel_release(Sample));
  CHECK_OK(spvrt_kernel_release(Buffer1D));
  CHECK_OK(spvrt_module_release(M));
  printf("images: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

/* Asynchronous commands and events. spin.spv holds a kernel that runs until
 * the host sets a flag, so that a command is certainly still executing while
 * the checks run; a watchdog turns a hang (a call that waits when it must
 * not) into a failure. */
static void watchdog(int Sig) {
  (void)Sig;
  static const char M[] = "FAIL: timed out: a command that should have run did not\n";
  if (write(1, M, sizeof(M) - 1) < 0)
    _exit(2);
  _exit(1);
}

static void awaitFlag(uint32_t *P) {
  while (!__atomic_load_n(P, __ATOMIC_ACQUIRE))
    sched_yield();
}

static int pending(spvrt_event E) {
  int Done = 1;
  CHECK_OK(spvrt_event_query(E, &Done));
  return !Done;
}

/* Waits for an event on a thread of its own (for two waiters at once). */
static void *waitThread(void *E) {
  return spvrt_event_wait(1, (spvrt_event *)E) == SPVRT_SUCCESS ? E : NULL;
}

static int async(const char *VAdd, const char *Spin, int Overlap) {
  enum { N = 1024 };
  signal(SIGALRM, watchdog);
  alarm(120);
  spvrt_device D = device();
  spvrt_module MV, MS;
  spvrt_kernel KV, KS;
  CHECK_OK(spvrt_module_load_file(D, VAdd, NULL, &MV));
  CHECK_OK(spvrt_module_load_file(D, Spin, NULL, &MS));
  CHECK_OK(spvrt_kernel_create(MV, "vadd", &KV));
  CHECK_OK(spvrt_kernel_create(MS, "spin", &KS));
  uint32_t *Flag, *Out;
  float *A, *B, *C;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, sizeof(uint32_t), 0, (void **)&Flag));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, 2 * sizeof(uint32_t), 0, (void **)&Out));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&A));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&B));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&C));
  memset(Flag, 0, sizeof(uint32_t));
  memset(Out, 0, 2 * sizeof(uint32_t));
  for (int I = 0; I < N; ++I)
    B[I] = (float)I;
  CHECK_OK(spvrt_kernel_set_arg_pointer(KS, 0, Flag));
  CHECK_OK(spvrt_kernel_set_arg_pointer(KS, 1, Out));
  CHECK_OK(spvrt_kernel_set_arg_pointer(KV, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_pointer(KV, 1, B));
  CHECK_OK(spvrt_kernel_set_arg_pointer(KV, 2, C));

  uint64_t One = 1, Global = N, Before, SpinStart, SpinEnd, Start, End;
  CHECK_OK(spvrt_device_timestamp(D, &Before));
  spvrt_event Spinning, Copy, User, Fill, Add, Back;
  CHECK_OK(spvrt_kernel_launch_async(KS, 1, &One, &One, NULL, 0, NULL, &Spinning));
  if (!pending(Spinning))
    fail("the spinning kernel completed before the host let it");
  printf("async: the launch returned while its kernel runs\n");
  uint32_t Result = 0;
  CHECK_OK(spvrt_memcpy_async(D, &Result, Out, sizeof(Result), 1, &Spinning, &Copy));
  if (!pending(Copy))
    fail("a copy completed before the kernel it waits for");
  expect("times of a running kernel", spvrt_event_times(Spinning, &Start, &End), SPVRT_ERROR_NOT_READY);

  /* A fill that waits for a user event. */
  float Two = 2.0f;
  CHECK_OK(spvrt_event_create_user(D, &User));
  CHECK_OK(spvrt_memfill_async(D, A, &Two, sizeof(Two), N * sizeof(float), 1, &User, &Fill));
  if (!pending(Fill))
    fail("a fill completed before the user event it waits for");
  expect("signal a command's event", spvrt_event_signal(Fill), SPVRT_ERROR_INVALID_ARGUMENT);
  CHECK_OK(spvrt_event_signal(User));
  CHECK_OK(spvrt_event_wait(1, &Fill));
  for (int I = 0; I < N; ++I)
    if (A[I] != 2.0f) {
      fail("the fill after the user event");
      break;
    }
  printf("async: a fill waited for its user event\n");

  if (Overlap) {
    /* The spinning kernel is executing: an independent kernel completes
     * meanwhile, inside its start and end. */
    awaitFlag(&Out[1]);
    CHECK_OK(spvrt_kernel_launch_async(KV, 1, &Global, NULL, NULL, 0, NULL, &Add));
    CHECK_OK(spvrt_event_wait(1, &Add));
    if (!pending(Spinning))
      fail("the spinning kernel completed by itself");
    for (int I = 0; I < N; ++I)
      if (C[I] != 2.0f + (float)I) {
        fail("the kernel that overlapped");
        break;
      }
    CHECK_OK(spvrt_event_times(Add, &Start, &End));
    CHECK_OK(spvrt_event_release(Add));
  }

  /* Two threads wait for the running kernel (the CPU driver started it from
   * the launching thread; a waiter may complete it), a third for the copy
   * queued behind it on its command list. */
  pthread_t Waiter;
  if (pthread_create(&Waiter, NULL, waitThread, &Spinning) != 0)
    fail("pthread_create");
  __atomic_store_n(Flag, 41, __ATOMIC_RELEASE);
  CHECK_OK(spvrt_event_wait(1, &Spinning));
  void *Waited = NULL;
  pthread_join(Waiter, &Waited);
  if (Waited != &Spinning)
    fail("a second thread's wait for the kernel");
  CHECK_OK(spvrt_event_wait(1, &Copy));
  if (Result != 42)
    fail("the copy after the kernel");
  CHECK_OK(spvrt_event_times(Spinning, &SpinStart, &SpinEnd));
  if (!(Before <= SpinStart && SpinStart <= SpinEnd))
    fail("kernel timestamps out of order");
  if (Overlap) {
    if (!(SpinStart <= Start && Start <= End && End <= SpinEnd))
      fail("the kernels' device times do not overlap");
    else
      printf("async: two kernels overlapped in device time\n");
  }
  printf("async: a copy waited for the kernel, timestamps in order\n");

  /* A chain through events: fill A = 1, C = A + B, copy C back. */
  float One_ = 1.0f, Host[N];
  CHECK_OK(spvrt_event_release(Fill));
  CHECK_OK(spvrt_memfill_async(D, A, &One_, sizeof(One_), N * sizeof(float), 0, NULL, &Fill));
  CHECK_OK(spvrt_kernel_launch_async(KV, 1, &Global, NULL, NULL, 1, &Fill, &Add));
  CHECK_OK(spvrt_memcpy_async(D, Host, C, sizeof(Host), 1, &Add, &Back));
  CHECK_OK(spvrt_event_wait(1, &Back));
  for (int I = 0; I < N; ++I)
    if (Host[I] != 1.0f + (float)I) {
      fail("the chain fill -> kernel -> copy");
      break;
    }
  printf("async: a chain of commands through events\n");

  /* Misuse. */
  spvrt_event Released = Back;
  CHECK_OK(spvrt_event_release(Back));
  expect("released event in a wait list",
         spvrt_memcpy_async(D, Host, C, sizeof(Host), 1, &Released, NULL), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("null wait list", spvrt_kernel_launch_async(KV, 1, &Global, NULL, NULL, 2, NULL, NULL),
         SPVRT_ERROR_INVALID_ARGUMENT);
  expect("double release", spvrt_event_release(Released), SPVRT_ERROR_INVALID_ARGUMENT);
  expect("wait on a released event", spvrt_event_wait(1, &Released), SPVRT_ERROR_INVALID_ARGUMENT);
  /* An event that nobody keeps: the runtime holds it while the command runs. */
  CHECK_OK(spvrt_kernel_launch_async(KV, 1, &Global, NULL, NULL, 0, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));

  CHECK_OK(spvrt_event_release(Spinning));
  CHECK_OK(spvrt_event_release(Copy));
  CHECK_OK(spvrt_event_release(User));
  CHECK_OK(spvrt_event_release(Fill));
  CHECK_OK(spvrt_event_release(Add));
  void *Mem[] = {Flag, Out, A, B, C};
  for (int I = 0; I < 5; ++I)
    CHECK_OK(spvrt_mem_free(D, Mem[I]));
  CHECK_OK(spvrt_kernel_release(KV));
  CHECK_OK(spvrt_kernel_release(KS));
  CHECK_OK(spvrt_module_release(MV));
  CHECK_OK(spvrt_module_release(MS));
  printf("async: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

/* Runs the spec.spvasm kernel from a module loaded with these constants and
 * compares what it writes with the expected values. */
static void specOnce(spvrt_device D, const void *Spv, size_t Size, uint32_t N, const spvrt_spec_constant *C,
                     const uint64_t Want[5], const char *Case) {
  spvrt_module M;
  spvrt_kernel K;
  uint64_t *Out;
  CHECK_OK(spvrt_module_load_memory_spec(D, Spv, Size, NULL, N, C, &M));
  CHECK_OK(spvrt_kernel_create(M, "spec", &K));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_SHARED, 5 * sizeof(uint64_t), 64, (void **)&Out));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, Out));
  uint64_t One = 1;
  CHECK_OK(spvrt_kernel_launch(K, 1, &One, NULL, NULL));
  CHECK_OK(spvrt_device_wait(D));
  int Bad = 0;
  for (int I = 0; I < 5; ++I)
    if (Out[I] != Want[I]) {
      printf("%s: constant %d is %llu, expected %llu\n", Case, I, (unsigned long long)Out[I],
             (unsigned long long)Want[I]);
      Bad = 1;
    }
  if (Bad)
    fail(Case);
  else
    printf("spec: %s: ok\n", Case);
  CHECK_OK(spvrt_mem_free(D, Out));
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_module_release(M));
}

static int spec(const char *Path) {
  spvrt_device D = device();
  size_t Size;
  void *Spv = readAll(Path, &Size);
  const uint64_t Defaults[5] = {7, 1ull << 32, 5, 1, 0x3FC00000 /* 1.5f */};
  specOnce(D, Spv, Size, 0, NULL, Defaults, "defaults");
  uint32_t Int = 123456;
  uint64_t Long = 0x123456789ull;
  uint16_t Short = 0xFFFE;
  uint8_t False = 0;
  float Float = -2.25f;
  /* SpecId 99 is not in the module: ignored. */
  const spvrt_spec_constant C[] = {{1, 4, &Int}, {2, 8, &Long}, {3, 2, &Short},
                                   {4, 1, &False}, {5, 4, &Float}, {99, 4, &Int}};
  const uint64_t Set[5] = {123456, 0x123456789ull, 0xFFFE, 0, 0xC0100000 /* -2.25f */};
  specOnce(D, Spv, Size, 6, C, Set, "specialized");
  const uint64_t Some[5] = {123456, 1ull << 32, 5, 1, 0x3FC00000};
  specOnce(D, Spv, Size, 1, C, Some, "one constant");
  spvrt_module M;
  expect("null-constants", spvrt_module_load_memory_spec(D, Spv, Size, NULL, 1, NULL, &M),
         SPVRT_ERROR_INVALID_ARGUMENT);
  const spvrt_spec_constant NoValue = {1, 4, NULL};
  expect("no-value", spvrt_module_load_memory_spec(D, Spv, Size, NULL, 1, &NoValue, &M),
         SPVRT_ERROR_INVALID_ARGUMENT);
  free(Spv);
  printf("spec: %s\n", Failures ? "FAILED" : "OK");
  return Failures != 0;
}

/* A discrete device (a GPU profile of the CPU driver): kernels, copies and
 * fills reach its device memory, and host memory stays the host's; then the
 * host reads or writes device memory, which must end the process by SIGSEGV
 * with the driver's report. */
static int discrete(const char *VAdd, const char *Access) {
  enum { N = 3000 }; /* not a whole number of pages */
  spvrt_device D = device();
  char Name[256];
  uint32_t SubGroups[64];
  size_t SubGroupsSize = 0;
  CHECK_OK(spvrt_device_get_info_size(D, SPVRT_DEVICE_INFO_SUB_GROUP_SIZES, &SubGroupsSize));
  if (SubGroupsSize > sizeof SubGroups || SubGroupsSize % sizeof(uint32_t))
    fail("the sub-group sizes are not a short array of 32-bit sizes");
  CHECK_OK(spvrt_device_get_info(D, SPVRT_DEVICE_INFO_SUB_GROUP_SIZES, sizeof SubGroups, SubGroups));
  printf("discrete: %s type=%s integrated=%u vendor=0x%x fp64=%u max group %u local %llu sub-groups",
         infoString(D, SPVRT_DEVICE_INFO_NAME, Name, sizeof Name),
         info32(D, SPVRT_DEVICE_INFO_TYPE) == SPVRT_DEVICE_GPU ? "gpu" : "other",
         info32(D, SPVRT_DEVICE_INFO_INTEGRATED), info32(D, SPVRT_DEVICE_INFO_VENDOR_ID),
         info32(D, SPVRT_DEVICE_INFO_FP64), info32(D, SPVRT_DEVICE_INFO_MAX_GROUP_SIZE),
         (unsigned long long)info64(D, SPVRT_DEVICE_INFO_MAX_LOCAL_MEM));
  for (size_t I = 0; I < SubGroupsSize / sizeof(uint32_t) && I < 64; ++I)
    printf(" %u", SubGroups[I]);
  printf("\n");
  spvrt_module M;
  spvrt_kernel K;
  CHECK_OK(spvrt_module_load_file(D, VAdd, NULL, &M));
  CHECK_OK(spvrt_kernel_create(M, "vadd", &K));
  float *A, *B, *C, *Host;
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, N * sizeof(float), 0, (void **)&A));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, N * sizeof(float), 0, (void **)&B));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_DEVICE, N * sizeof(float), 0, (void **)&C));
  CHECK_OK(spvrt_mem_alloc(D, SPVRT_MEM_HOST, N * sizeof(float), 0, (void **)&Host));
  for (int I = 0; I < N; ++I)
    Host[I] = (float)I;
  CHECK_OK(spvrt_memcpy(D, A, Host, N * sizeof(float)));
  float Two = 2.0f;
  CHECK_OK(spvrt_memfill(D, B, &Two, sizeof(Two), N * sizeof(float)));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 0, A));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 1, B));
  CHECK_OK(spvrt_kernel_set_arg_pointer(K, 2, C));
  uint64_t Global = N;
  CHECK_OK(spvrt_kernel_launch(K, 1, &Global, NULL, NULL));
  CHECK_OK(spvrt_memcpy(D, Host, C, N * sizeof(float)));
  int Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += Host[I] != (float)I + 2.0f;
  printf("discrete: kernel, copies and fill: %s\n", Bad ? "WRONG" : "results match");
  CHECK_OK(spvrt_kernel_release(K));
  CHECK_OK(spvrt_module_release(M));
  fflush(stdout);
  if (Bad)
    return 1;
  if (!strcmp(Access, "read"))
    printf("discrete: the host read %f from device memory\n", ((volatile float *)C)[N - 1]);
  else
    ((volatile float *)A)[0] = 1.0f, printf("discrete: the host wrote device memory\n");
  return 1;
}

/* Calls at exit, after the main thread's thread-local storage is gone (exit
 * destroys it before running atexit handlers and static destructors, where
 * programs release their last objects): a failing call and a kernel launch
 * work, and the failure's message reads as empty. Under valgrind nothing
 * touches freed memory; the main thread's last error before exit was long
 * enough to live on the heap. */
static spvrt_device ExitDevice;
static spvrt_module ExitModule;
static void atExit(void) {
  static const char Garbage[] = "definitely not SPIR-V, at exit";
  spvrt_module Bad;
  spvrt_result R = spvrt_module_load_memory(ExitDevice, Garbage, sizeof(Garbage), NULL, &Bad);
  printf("at-exit: failing call: %s, message '%s'\n", spvrt_result_name(R), spvrt_last_error());
  enum { N = 64 };
  float *A, *B, *C;
  spvrt_kernel K;
  uint64_t G = N;
  int Ok = !spvrt_kernel_create(ExitModule, "vadd", &K) &&
           !spvrt_mem_alloc(ExitDevice, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&A) &&
           !spvrt_mem_alloc(ExitDevice, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&B) &&
           !spvrt_mem_alloc(ExitDevice, SPVRT_MEM_SHARED, N * sizeof(float), 0, (void **)&C);
  if (Ok) {
    for (int I = 0; I < N; ++I)
      A[I] = (float)I, B[I] = 0.5f;
    Ok = !spvrt_kernel_set_arg_pointer(K, 0, A) && !spvrt_kernel_set_arg_pointer(K, 1, B) &&
         !spvrt_kernel_set_arg_pointer(K, 2, C) && !spvrt_kernel_launch(K, 1, &G, NULL, NULL) &&
         !spvrt_device_wait(ExitDevice);
    for (int I = 0; Ok && I < N; ++I)
      Ok = C[I] == (float)I + 0.5f;
    Ok = Ok && !spvrt_mem_free(ExitDevice, A) && !spvrt_mem_free(ExitDevice, B) &&
         !spvrt_mem_free(ExitDevice, C) && !spvrt_kernel_release(K) && !spvrt_module_release(ExitModule);
  }
  printf("at-exit: launch after the thread's storage is gone: %s\n", Ok ? "OK" : "FAILED");
  fflush(stdout);
  if (!Ok)
    _exit(1);
}

static int atExitCalls(const char *VAdd) {
  ExitDevice = device();
  CHECK_OK(spvrt_module_load_file(ExitDevice, VAdd, NULL, &ExitModule));
  spvrt_module Bad;
  expect("missing-file", spvrt_module_load_file(ExitDevice, "/nonexistent/a/rather/long/path/k.spv", NULL, &Bad),
         SPVRT_ERROR_IO);
  atexit(atExit);
  return Failures != 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "reduce"))
    return reduce(argv[2]);
  if (argc == 6 && !strcmp(argv[1], "api"))
    return api(argv[2], argv[3], argv[4], argv[5]);
  if (argc == 5 && !strcmp(argv[1], "errors"))
    return errors(argv[2], argv[3], argv[4]);
  if (argc == 3 && !strcmp(argv[1], "threads"))
    return threads(argv[2]);
  if (argc == 3 && !strcmp(argv[1], "images"))
    return images(argv[2]);
  if ((argc == 4 || (argc == 5 && !strcmp(argv[4], "overlap"))) && !strcmp(argv[1], "async"))
    return async(argv[2], argv[3], argc == 5);
  if (argc == 3 && !strcmp(argv[1], "spec"))
    return spec(argv[2]);
  if (argc == 4 && !strcmp(argv[1], "discrete"))
    return discrete(argv[2], argv[3]);
  if (argc == 3 && !strcmp(argv[1], "at-exit"))
    return atExitCalls(argv[2]);
  fprintf(stderr, "usage: %s reduce <reduce.spv> | api <vadd> <multi> <affine> <ndrange> | "
                  "errors <vadd> <affine> <reduce> | threads <vadd> | images <images> | "
                  "async <vadd> <spin> [overlap] | spec <spec> | discrete <vadd> read|write | at-exit <vadd>\n",
          argv[0]);
  return 2;
}

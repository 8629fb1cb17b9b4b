; The 75 extension names LLVM 22's llc accepts (--spirv-ext, repeated: the
; options add up), all at once: each is either implemented, with a test of
; its own (docs/Corpus.md, "Extensions LLVM 22's llc accepts", lists them),
; or refused by name with a warning that says why, and then never declared.
; This test pins which are refused: a warning for any other name fails it
; (--implicit-check-not).
; RUN: %llc -mtriple=spirv64 %s -o %t.spvasm \
; RUN:   --spirv-ext=+SPV_ALTERA_arbitrary_precision_fixed_point,+SPV_ALTERA_arbitrary_precision_integers,+SPV_ALTERA_blocking_pipes \
; RUN:   --spirv-ext=+SPV_EXT_arithmetic_fence,+SPV_EXT_demote_to_helper_invocation,+SPV_EXT_descriptor_indexing \
; RUN:   --spirv-ext=+SPV_EXT_fragment_fully_covered,+SPV_EXT_fragment_invocation_density,+SPV_EXT_fragment_shader_interlock \
; RUN:   --spirv-ext=+SPV_EXT_image_raw10_raw12,+SPV_EXT_mesh_shader,+SPV_EXT_optnone \
; RUN:   --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space,+SPV_EXT_shader_atomic_float16_add,+SPV_EXT_shader_atomic_float_add \
; RUN:   --spirv-ext=+SPV_EXT_shader_atomic_float_min_max,+SPV_EXT_shader_image_int64,+SPV_EXT_shader_stencil_export \
; RUN:   --spirv-ext=+SPV_EXT_shader_viewport_index_layer,+SPV_GOOGLE_hlsl_functionality1,+SPV_GOOGLE_user_type \
; RUN:   --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_INTEL_2d_block_io,+SPV_INTEL_bfloat16_arithmetic \
; RUN:   --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_bindless_images,+SPV_INTEL_cache_controls \
; RUN:   --spirv-ext=+SPV_INTEL_float_controls2,+SPV_INTEL_fp_max_error,+SPV_INTEL_function_pointers \
; RUN:   --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations,+SPV_INTEL_global_variable_host_access,+SPV_INTEL_inline_assembly \
; RUN:   --spirv-ext=+SPV_INTEL_int4,+SPV_INTEL_joint_matrix,+SPV_INTEL_kernel_attributes \
; RUN:   --spirv-ext=+SPV_INTEL_long_composites,+SPV_INTEL_media_block_io,+SPV_INTEL_memory_access_aliasing \
; RUN:   --spirv-ext=+SPV_INTEL_optnone,+SPV_INTEL_predicated_io,+SPV_INTEL_split_barrier \
; RUN:   --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_subgroups,+SPV_INTEL_tensor_float32_conversion \
; RUN:   --spirv-ext=+SPV_INTEL_ternary_bitwise_function,+SPV_INTEL_usm_storage_classes,+SPV_INTEL_variable_length_array \
; RUN:   --spirv-ext=+SPV_KHR_16bit_storage,+SPV_KHR_bfloat16,+SPV_KHR_bit_instructions \
; RUN:   --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_device_group,+SPV_KHR_expect_assume \
; RUN:   --spirv-ext=+SPV_KHR_float_controls,+SPV_KHR_float_controls2,+SPV_KHR_fragment_shader_barycentric \
; RUN:   --spirv-ext=+SPV_KHR_fragment_shading_rate,+SPV_KHR_integer_dot_product,+SPV_KHR_linkonce_odr \
; RUN:   --spirv-ext=+SPV_KHR_maximal_reconvergence,+SPV_KHR_multiview,+SPV_KHR_no_integer_wrap_decoration \
; RUN:   --spirv-ext=+SPV_KHR_non_semantic_info,+SPV_KHR_physical_storage_buffer,+SPV_KHR_post_depth_coverage \
; RUN:   --spirv-ext=+SPV_KHR_ray_query,+SPV_KHR_ray_tracing,+SPV_KHR_shader_clock \
; RUN:   --spirv-ext=+SPV_KHR_shader_draw_parameters,+SPV_KHR_subgroup_rotate,+SPV_KHR_uniform_group_instructions \
; RUN:   --spirv-ext=+SPV_KHR_vulkan_memory_model,+SPV_NV_shader_atomic_fp16_vector,+SPV_NV_shader_subgroup_partitioned \
; RUN:   2>&1 | FileCheck %s --implicit-check-not=warning:
; RUN: FileCheck %s --check-prefix=MODULE < %t.spvasm
; MODULE-NOT: OpExtension
; CHECK-DAG: warning: extension SPV_ALTERA_arbitrary_precision_integers is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_ALTERA_blocking_pipes is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_demote_to_helper_invocation is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_descriptor_indexing is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_fragment_fully_covered is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_fragment_invocation_density is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_fragment_shader_interlock is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_image_raw10_raw12 is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_mesh_shader is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_shader_stencil_export is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_EXT_shader_viewport_index_layer is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_INTEL_16bit_atomics is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_INTEL_bfloat16_arithmetic is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_INTEL_joint_matrix is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_INTEL_memory_access_aliasing is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_INTEL_predicated_io is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_16bit_storage is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_fragment_shader_barycentric is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_fragment_shading_rate is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_maximal_reconvergence is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_multiview is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_non_semantic_info is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_physical_storage_buffer is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_post_depth_coverage is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_ray_query is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_ray_tracing is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_shader_draw_parameters is not supported (--spirv-ext): 
; CHECK-DAG: warning: extension SPV_KHR_vulkan_memory_model is not supported (--spirv-ext): 

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}

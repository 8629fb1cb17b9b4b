"""The devices the Runtime and Execution tests run on.

Every test that runs kernels runs them on every device present: %spirv-run is
`spirv-run --device=all`, which runs on each device in turn and fails (by a
signal, so that `not` cannot hide it) when the devices disagree. The devices
are listed once when the suite is configured, and the features `pocl-device`
and `intel-device` say which are there, for RUN lines that name a device
(`env SPIRV_OFFLOAD_DEVICE=intel ...` under `%if intel-device %{ ... %}`).
"""
import os
import subprocess


def configure(config, lit_config, suite):
    spirv_run = os.path.join(config.spirv_tools_dir, "spirv-run")
    if not os.path.exists(spirv_run):
        config.unsupported = True
        return
    env = dict(os.environ)
    env.update(config.environment)
    result = subprocess.run([spirv_run, "--list-devices"], env=env, capture_output=True, text=True)
    names = [line.split(": ", 1)[1].split(" [")[0] for line in result.stdout.splitlines()
             if line.startswith("device ")]
    for name in names:
        if "(PoCL " in name:
            config.available_features.add("pocl-device")
        if "(Intel OpenCL " in name:
            config.available_features.add("intel-device")
    lit_config.note("%s tests run on %d device(s): %s" % (suite, len(names), "; ".join(names) or
                                                         result.stderr.strip()))
    # Coverage must not shrink unnoticed: where utils/install-deps.sh
    # installed Intel's runtime, its device must be there.
    # Under CI (CI=true) on x86-64 the install must have provided it.
    installed = os.path.join(config.spirv_src_root, ".venv-intel-ocl", "installed")
    required = os.environ.get("CI") == "true" and os.uname().machine == "x86_64"
    if (os.path.exists(installed) or required) and "intel-device" not in config.available_features:
        lit_config.fatal("Intel's OpenCL runtime is installed (%s) but the runtime offers no Intel device; "
                         "devices: %s" % (installed, "; ".join(names) or result.stderr.strip()))
    config.substitutions.append(("%spirv-run", spirv_run + " --device=all"))
    # The kernel of an execution test at every optimization level, each run
    # as %spirv-run runs it (Inputs/run-levels.sh).
    run_levels = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "Inputs", "run-levels.sh")
    config.substitutions.append(
        ("%run-levels", f"{run_levels} {spirv_run} --device=all --"))

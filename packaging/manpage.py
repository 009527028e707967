#!/usr/bin/python3
"""Writes a gzipped man page from a program's own --help, at build time (packaging/CMakeLists.txt),
so the page never drifts from the program.

  manpage.py gui PROGRAM OUT.1.gz VERSION      ringlab(1): `ringlab --help`
  manpage.py cli PROGRAM OUT.1.gz VERSION      ringlab-cli(1): `ringlab-cli --help`, then one
                                               section per subcommand from `ringlab-cli CMD --help`

The help is read in English with a private settings folder (no saved language of whoever builds).
"""
import gzip
import os
import re
import subprocess
import sys
import tempfile


def run_help(program, args, home):
    env = dict(os.environ, LANGUAGE="en", LANG="C.UTF-8", LC_ALL="C.UTF-8", HOME=home,
               XDG_CONFIG_HOME=os.path.join(home, "config"), QT_QPA_PLATFORM="offscreen")
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    done = subprocess.run([program] + args, env=env, capture_output=True, text=True, timeout=60)
    if done.returncode != 0 or not done.stdout.strip():
        sys.exit(f"manpage.py: {program} {' '.join(args)} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout.replace(program, os.path.basename(program))


def roff(text):
    """Escapes plain text for roff: backslashes, hyphens, and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def parse_help(text):
    """QCommandLineParser's help: usage line, description, then "Options:" / "Arguments:" blocks of
    entries ("  --name <V>   description", continuation lines indented further)."""
    usage, description, blocks, block = "", [], {}, None
    for line in text.splitlines():
        if line.startswith("Usage:"):
            usage = line[len("Usage:"):].strip()
        elif line in ("Options:", "Arguments:"):
            block = blocks.setdefault(line[:-1], [])
        elif block is None:
            description.append(line)
        elif re.match(r"^  \S", line):
            name, _, desc = line.strip().partition("  ")
            block.append([name.strip(), desc.strip()])
        elif line.strip() and block:
            block[-1][1] += " " + line.strip()
    return usage, "\n".join(description).strip(), blocks


def entries(items):
    out = []
    for name, desc in items:
        out += [".TP", "\\fB" + roff(name) + "\\fR", roff(desc)]
    return out


def paragraphs(text):
    out = []
    for para in re.split(r"\n\s*\n", text.strip()):
        lines = para.splitlines()
        if len(lines) > 1 and all(re.match(r"^  \S", line) for line in lines):
            out += [".nf"] + [roff(line.strip()) for line in lines] + [".fi"]
        else:
            out += [".PP", roff(" ".join(line.strip() for line in lines))]
    return out


def header(name, summary, version):
    return [f'.TH {name.upper()} 1 "" "RingLab {version}" "User Commands"', ".SH NAME",
            f"{roff(name)} \\- {roff(summary)}"]


def gui_page(program, version, home):
    usage, description, blocks = parse_help(run_help(program, ["--help"], home))
    page = header("ringlab", description.splitlines()[0] if description else "RingLab", version)
    page += [".SH SYNOPSIS", "\\fB" + roff(usage) + "\\fR", ".SH DESCRIPTION"] + paragraphs(description)
    page += [".PP", "The desktop application; its command-line twin is \\fBringlab\\-cli\\fR(1)."]
    page += [".SH OPTIONS"] + entries(blocks.get("Options", []))
    if blocks.get("Arguments"):
        page += [".SH ARGUMENTS"] + entries(blocks["Arguments"])
    return page + [".SH SEE ALSO", "\\fBringlab\\-cli\\fR(1)"]


def cli_page(program, version, home):
    top = run_help(program, ["--help"], home)
    intro, _, rest = top.partition("Commands:\n")
    commands = [line.split()[0] for line in rest.splitlines() if re.match(r"^  [a-z]", line)]
    if not commands:
        sys.exit("manpage.py: no commands in ringlab-cli --help")
    tail = rest.split("\n\n", 1)[1] if "\n\n" in rest else ""
    page = header("ringlab-cli", "RingLab's engine from the command line", version)
    page += [".SH SYNOPSIS", "\\fBringlab\\-cli\\fR \\fICOMMAND\\fR [\\fIoptions\\fR]",
             ".br", "\\fBringlab\\-cli\\fR \\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR", ".SH DESCRIPTION"]
    page += paragraphs("\n".join(intro.splitlines()[1:])) + paragraphs(tail)
    page += [".SH COMMANDS"]
    for command in commands:
        usage, description, blocks = parse_help(run_help(program, [command, "--help"], home))
        page += [".SS " + roff(command), "\\fB" + roff(usage) + "\\fR"] + paragraphs(description)
        if blocks.get("Arguments"):
            page += entries(blocks["Arguments"])
        page += entries(blocks.get("Options", []))
    page += [".SH EXIT STATUS", "0 on success, 1 when a command fails, 2 for a usage error.",
             ".SH SEE ALSO", "\\fBringlab\\fR(1)"]
    return page


def main():
    if len(sys.argv) != 5 or sys.argv[1] not in ("gui", "cli"):
        sys.exit(__doc__)
    kind, program, out, version = sys.argv[1:]
    with tempfile.TemporaryDirectory() as home:
        page = (gui_page if kind == "gui" else cli_page)(program, version, home)
    data = ("\n".join(page) + "\n").encode("utf-8")
    with open(out, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(data)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A repository whose every input text is hostile (issue 31), for the checks that give pushsim's outputs to real
consumers (validate-schemas.sh, validate-sarif.sh, check-markdown-safety.sh).

hostile_repo.py DIR writes DIR/repo: template, app-source and scenario folders and files with hostile names (what
`pushsim init` and `check` find by their survey), a payload, an Objective-C and a Swift app, and a scenario with
hostile values; and DIR/hostile.txt, the hostile text, for the checks to look for.

`python3 hostile_repo.py --check FILE...` fails when a file holds a line a CI runner reads as a workflow command that
pushsim did not write (a `##[` anywhere; a line starting with `::` but for pushsim's own `::error file=…::` and the
like in `--format github`), a raw control character but LF and tab, or a bidi control."""
import json
import pathlib
import re
import sys

# A forged annotation after a line break, CR, terminal escapes (clear screen, an OSC 8 link), bidi controls, the
# runner's `##[` form, raw HTML, a Markdown image and link, a mention, a bare URL, backticks, a pipe, the end of a
# CDATA section, an XML comment, quotes, a C1 control and the Unicode line separator.
HOSTILE = ("x\n::error file=FORGED.json::owned\r\x1b[2J\x1b]8;;u\x07l\x1b]8;;\x07\u202efdp ##[error]v "
           "<img src=x onerror=alert(1)> ![i](u) [l](https:e.x) @octocat www.e.x ``c` | ]]> <!-- -- \"q' \x85c1 \u2028ls")


def write(root: pathlib.Path) -> None:
    repo = root / "repo"
    name = HOSTILE  # no "/": a folder or file name (174 bytes, under NAME_MAX with a suffix)
    for folder in [".git", name, name + "-app", name + "-scenarios"]:
        (repo / folder).mkdir(parents=True, exist_ok=True)
    payload = {"aps": {"alert": {"title": HOSTILE, "body": HOSTILE}, "category": HOSTILE, "badge": "1", HOSTILE: 1},
               "push_provider": "mapp_engage", "p": 7, "apx_dpl": HOSTILE, HOSTILE: HOSTILE}
    (repo / name / (name + ".json")).write_text(json.dumps(payload))
    # An Objective-C and Swift string literal with the raw characters (no line break: a literal holds none).
    literal = '"' + HOSTILE.replace("\n", " ").replace("\r", " ").replace("\\", "\\\\").replace('"', '\\"') + '"'
    (repo / (name + "-app") / (name + ".m")).write_text(
        "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n@implementation AppDelegate\n"
        "- (BOOL)application:(UIApplication *)a didFinishLaunchingWithOptions:(NSDictionary *)o {\n"
        f"  [[Appoxee shared] engageWithLaunchOptions:o andDelegate:nil andSDKID:@{literal}];\n  return YES;\n}}\n@end\n")
    (repo / (name + "-app") / "App.swift").write_text(
        "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {\n"
        "  func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
        f"    Grovs.configure(APIKey: {literal}, useTestEnvironment: false, delegate: self)\n    return true\n  }}\n"
        # Grovs' push API, so Grovs is a push SDK of the app and its key is in the derived profile (issue 32 item 5).
        "  func application(_ a: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {\n"
        "    Grovs.setPushToken(deviceToken: deviceToken)\n  }\n}\n")
    scenarios = repo / (name + "-scenarios")
    (scenarios / "push.json").write_text(json.dumps({"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": HOSTILE}))
    (scenarios / (name + ".json")).write_text(json.dumps({
        "schema": "pushsim.scenario/1", "name": HOSTILE, "description": HOSTILE, "app": "mapp-manual",
        "steps": [{"deliver": "push.json", "id": HOSTILE}, {"tap": HOSTILE},
                  {"expect": {"callbacks": [{"call": HOSTILE}], "ui": {"opened": HOSTILE}}}]}))
    (root / "hostile.txt").write_text(HOSTILE)


ANNOTATION = re.compile(r"::(error|warning|notice)( [^:]*)?::")
HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def check(paths: list[str]) -> int:
    failed = 0
    for path in paths:
        text = pathlib.Path(path).read_bytes().decode("utf-8", errors="replace")  # CR kept as it is
        github = path.endswith(".github")
        problems = []
        if HIDDEN.search(text):
            problems.append(f"raw control or bidi character U+{ord(HIDDEN.search(text).group()):04X}")
        for line in text.split("\n"):
            if "##[" in line:
                problems.append(f"##[ in {line[:100]!r}")
            stripped = line.lstrip(" \t")
            if stripped.startswith("::") and not (github and ANNOTATION.match(stripped)):
                problems.append(f"a workflow command line {line[:100]!r}")
        for problem in problems[:3]:
            print(f"{path}: {problem}")
        failed += bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--check"]:
        sys.exit(check(sys.argv[2:]))
    write(pathlib.Path(sys.argv[1]))

# Homebrew formula for pushsim (issue 20). `brew install --HEAD Formula/pushsim.rb` builds from this repository; a
# release's `pushsim.rb` (written by .github/workflows/release.yml with the tag's source URL and its SHA-256) installs
# that version. It builds with the toolchain Xcode or the Swift toolchain provides (Package.swift asks the compiler
# where SwiftParser is, or fetches swift-syntax at the compiler's version).
class Pushsim < Formula
  desc "Push payload inspector, linter and iOS app-lifecycle simulator for CI"
  homepage "https://github.com/pushsim/pushsim"
  head "https://github.com/pushsim/pushsim.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "jansson"

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    (testpath/"payload.json").write <<~JSON
      {"aps": {"alert": {"title": "Sale", "body": "Today only"}}, "push_provider": "mapp_engage", "p": 5}
    JSON
    assert_match "mapp", shell_output("#{bin}/pushsim classify #{testpath}/payload.json")
    assert_match version.to_s, shell_output("#{bin}/pushsim --version") if build.stable?
  end
end

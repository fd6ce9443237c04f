import Foundation
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

/// Random keys, resizes and clock jumps through the real loop, with invariants after every step.
///
/// `swift test` runs a short soak with a fixed seed. `scripts/soak.sh STEPS SEED` runs a long
/// one by setting `SPACES_SOAK_STEPS` (and `SPACES_SOAK_SEED`); it also asserts that resident
/// memory stays flat (`SPACES_SOAK_MAX_GROWTH_KIB`, default 32 MiB after the warm-up tenth).
@MainActor
@Suite("Soak: random input through the real loop")
struct SoakTests {
  static let environment = ProcessInfo.processInfo.environment
  /// The steps of this run: 2,000 by default, `SPACES_SOAK_STEPS` for a long run.
  static let steps = environment["SPACES_SOAK_STEPS"].flatMap { Int($0) } ?? 2_000
  /// The seed: fixed by default so `swift test` is deterministic.
  static let seed = environment["SPACES_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
  /// Whether this is a long run from the script.
  static let isLong = environment["SPACES_SOAK_STEPS"] != nil

  @Test("no crash and every invariant holds")
  func soak() async throws {
    let runner = try SoakRunner(configuration: .init(steps: Self.steps, seed: Self.seed))
    runner.onProgress = { report in
      let rss = ResidentMemory.currentKiB().map { "\($0) KiB" } ?? "unknown"
      print("soak progress: step \(report.steps), RSS \(rss) (max \(report.rssMaxKiB ?? 0) KiB)")
    }
    let report = try await runner.run()
    print(report)
    #expect(report.violation == nil, "\(report.violation.map(String.init(describing:)) ?? "")")
    #expect(report.steps == Self.steps)
    #expect(report.frames == Self.steps)
    #expect(report.keys > 0 && report.resizes > 0 && report.clockJumps > 0)
    if Self.isLong, let growth = report.rssGrowthKiB {
      let limit = Self.environment["SPACES_SOAK_MAX_GROWTH_KIB"].flatMap { Int($0) } ?? 32_768
      #expect(growth <= limit, "resident memory grew \(growth) KiB after the warm-up")
    }
  }

  @Test("two runs of one seed draw the same frames")
  func reproducible() async throws {
    let configuration = SoakRunner.Configuration(steps: 400, seed: 7)
    let first = try await SoakRunner(configuration: configuration).run()
    let second = try await SoakRunner(configuration: configuration).run()
    #expect(first.violation == nil && second.violation == nil)
    #expect(first.frameDigest == second.frameDigest)
  }

  @Test("a replayed trace runs with the same checks")
  func replay() async throws {
    let runner = try SoakRunner(configuration: .init(steps: 0, seed: 0))
    let report = try await runner.replay([
      .key(.enter), .key(.character("2")), .advance(90), .resize(.init(width: 10, height: 3)),
      .key(.character("3")), .key(.enter), .advance(0.04), .key(.enter), .key(.character("q")),
      .resize(.init(width: 300, height: 100)), .advance(3 * 3600), .key(.character("1")),
      .key(.tab), .key(.backTab), .key(.right), .key(.character("i")),
    ])
    #expect(report.violation == nil, "\(report.violation.map(String.init(describing:)) ?? "")")
    #expect(report.relaunches == 1)
    #expect(report.steps == 16)
  }

  // Found by `scripts/soak.sh 100000 2` (step 3293) against the working tree where the
  // inspector is drawn after the space: at 52–59 columns Control Center's 50-column grid slides
  // under the panel, and focusing Break Reminders (the large tile at column 26) puts focus on a
  // control that is entirely hidden. Fails until the renderer keeps the focused tile visible.
  @Test("focus stays on a visible control with the inspector open at the minimum width")
  func focusVisibleBesideInspector() async throws {
    for width in [52, 56, 60, 80] {
      let runner = try SoakRunner(configuration: .init(steps: 0, seed: 0))
      let report = try await runner.replay([
        .resize(.init(width: width, height: 16)), .key(.character("i")), .key(.character("l")),
        .key(.character("j")), .key(.character("k")), .key(.tab), .key(.tab),
      ])
      #expect(
        report.violation == nil,
        "\(width)x16: \(report.violation.map(String.init(describing:)) ?? "")")
    }
  }

  // Found by the first soak: Control Center's grid is a fixed 50 columns, so below 94 columns
  // with the inspector open (e.g. `spaces snapshot --keys i --size 80x24` at 775a72e) its tiles
  // were drawn over the inspector panel. Together with the test above: the focused tile must
  // stay visible and the panel must stay whole.
  @Test(
    "nothing is drawn over the inspector",
    arguments: [(52, 16), (60, 20), (80, 24), (94, 24), (100, 30), (200, 60)])
  func inspectorNotOverdrawn(width: Int, height: Int) async throws {
    let pilot = try await Pilot(size: .init(width: width, height: height))
    defer { pilot.close() }
    for key in ["i", "l", "j", "2", "3"] {
      await pilot.press(.character(Character(key)))
      let problems = SoakInvariants.inspectorProblems(
        state: pilot.state, frame: pilot.frame, asciiOnly: false)
      #expect(problems.isEmpty, "\(width)x\(height) after \(key): \(problems)")
    }
  }

  @Test("the same seed gives the same steps")
  func deterministic() {
    var first = SoakStepGenerator(seed: 42)
    var second = SoakStepGenerator(seed: 42)
    let a = (0..<500).map { _ in first.next() }
    let b = (0..<500).map { _ in second.next() }
    #expect(a == b)
    var other = SoakStepGenerator(seed: 43)
    #expect((0..<500).map { _ in other.next() } != a)
  }
}

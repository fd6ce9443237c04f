import Foundation
import Testing

@testable import SpacesDashboard

/// Reduced motion: `--reduced-motion` on the dashboard and snapshot commands, or
/// `SPACES_REDUCED_MOTION=1`.
@MainActor
@Suite struct ReducedMotionOptionTests {
  @Test("the flag or SPACES_REDUCED_MOTION=1 (true, yes) reduce motion; anything else doesn't")
  func option() throws {
    let run = try #require(
      try SpacesCommand.parseAsRoot(["run", "--reduced-motion"]) as? RunCommand)
    #expect(run.options.isMotionReduced(environment: [:]))
    let snapshot = try #require(
      try SpacesCommand.parseAsRoot(["snapshot", "--reduced-motion"]) as? SnapshotCommand)
    #expect(snapshot.options.isMotionReduced(environment: [:]))
    let plain = try #require(try SpacesCommand.parseAsRoot(["run"]) as? RunCommand)
    #expect(!plain.options.isMotionReduced(environment: [:]))
    for value in ["1", "true", "YES"] {
      #expect(plain.options.isMotionReduced(environment: ["SPACES_REDUCED_MOTION": value]))
    }
    for value in ["0", "", "no"] {
      #expect(!plain.options.isMotionReduced(environment: ["SPACES_REDUCED_MOTION": value]))
    }
  }
}

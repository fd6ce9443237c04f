import Foundation
import Testing

@testable import SpacesDashboard

/// `--live-activities-off`: the dashboard and snapshots start with Live Activities turned off.
@MainActor
@Suite struct LiveActivitiesOffOptionTests {
  @Test("the flag turns them off for run and snapshot; without it they are on")
  func option() throws {
    let run = try #require(
      try SpacesCommand.parseAsRoot(["run", "--live-activities-off"]) as? RunCommand)
    #expect(run.options.liveActivitiesOff)
    let snapshot = try #require(
      try SpacesCommand.parseAsRoot(["snapshot", "--live-activities-off"]) as? SnapshotCommand)
    #expect(snapshot.options.liveActivitiesOff)
    let plain = try #require(try SpacesCommand.parseAsRoot(["run"]) as? RunCommand)
    #expect(!plain.options.liveActivitiesOff)
  }
}

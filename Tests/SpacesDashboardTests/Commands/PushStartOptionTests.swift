import Foundation
import SpacesStateServer
import Testing

@testable import SpacesDashboard

/// `spaces push --start TYPE|TOKEN --attributes JSON --content-state JSON`: push-to-start.
@MainActor
@Suite struct PushStartOptionTests {
  @Test("--start makes a start push with the attributes; --attributes alone is refused")
  func start() throws {
    let command = try #require(
      try SpacesCommand.parseAsRoot([
        "push", "--start", "TimerAttributes", "--attributes", #"{"timerName": "Tea"}"#,
        "--content-state", #"{"endDate": 1}"#,
      ]) as? PushCommand)
    #expect(
      try command.request()
        == .activity(
          ActivityPush(
            activity: "TimerAttributes", event: .start, contentState: Data(#"{"endDate":1}"#.utf8),
            attributes: Data(#"{"timerName":"Tea"}"#.utf8))))
    #expect(throws: (any Error).self) {
      try SpacesCommand.parseAsRoot(["push", "--all", "--attributes", "{}"])
    }
    #expect(throws: (any Error).self) {
      try SpacesCommand.parseAsRoot(["push", "--start", "T", "--content-state", "{}"])
    }
  }
}

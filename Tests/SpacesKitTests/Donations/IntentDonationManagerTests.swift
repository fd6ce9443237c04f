import Foundation
import Synchronization
import Testing

@testable import SpacesKit

/// A track, the entity the donated intents play.
private struct TrackEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Track"
  static let defaultQuery = TrackQuery()
  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct TrackQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TrackEntity] {
    identifiers.map { TrackEntity(id: $0) }
  }
}

/// Plays a track.
private struct PlayTrackIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Track"
  @Parameter(title: "Track") var track: TrackEntity
  init() {}
  init(_ id: String) { track = TrackEntity(id: id) }
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing \(track.id).")
  }
}

@Suite("IntentDonationManager: donations reach the system, and are deleted by predicate")
struct IntentDonationManagerTests {
  /// The requests app code sent.
  private final class Sent: Sendable {
    let requests = Mutex<[SystemRequest]>([])
  }

  /// A host that keeps the requests app code sends.
  private func host() -> (SystemHost, Sent) {
    let sent = Sent()
    let host = SystemHost(now: { Date(timeIntervalSince1970: 42) }, containersDirectory: nil) {
      request in sent.requests.withLock { $0.append(request) }
    }
    return (host, sent)
  }

  @Test("the sync, async and result forms donate; deleting by type and entity names those deleted")
  func donateAndDelete() async throws {
    let (host, sent) = host()
    // The synchronous form, as a button's action calls it.
    let first = host.runSync {
      IntentDonationManager.shared.donate(intent: PlayTrackIntent("intro"))
    }
    let (second, third) = try await host.run {
      let second = try await IntentDonationManager.shared.donate(intent: PlayTrackIntent("outro"))
      let intent = PlayTrackIntent("intro")
      let third = try await IntentDonationManager.shared.donate(
        intent: intent, result: try await intent.perform())
      return (second, third)
    }
    #expect(host.donations.all.map(\.id) == [first, second, third])
    #expect(host.donations.all.last?.resultDialog == "Playing intro.")
    #expect(host.donations.all.first?.date == Date(timeIntervalSince1970: 42))
    let deleted = try await host.run {
      try await IntentDonationManager.shared.deleteDonations(
        matching: .intentType(
          PlayTrackIntent.self, entityIdentifier: EntityIdentifier(for: TrackEntity(id: "intro"))))
    }
    #expect(deleted == [first, third])
    #expect(host.donations.all.map(\.id) == [second])
    #expect(sent.requests.withLock { $0.last } == .donations(.deleted([first, third])))
  }

  @Test("a donation with a required parameter unset is sent (the engine warns) but not kept")
  func missingParameter() async throws {
    let (host, sent) = host()
    let id = host.runSync { PlayTrackIntent().donate() }
    #expect(host.donations.all.isEmpty)
    guard case .donations(.donated(let donation)) = sent.requests.withLock({ $0.first }) else {
      Issue.record("no donation sent")
      return
    }
    #expect(donation.id == id)
    #expect(donation.missingParameters == ["Track"])
  }
}

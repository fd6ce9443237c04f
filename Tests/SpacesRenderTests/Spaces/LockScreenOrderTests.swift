import Foundation
import SpacesEngine
import SpacesKit
import Testing

@testable import SpacesRender

@Suite("Lock Screen: Live Activities by relevance")
struct LockScreenOrderTests {
  private func activity(_ id: String, relevance: Double) -> LiveActivityState {
    LiveActivityState(
      id: id, attributesType: "T", view: .text(.verbatim(id)),
      startDate: Date(timeIntervalSince1970: 0), relevanceScore: relevance, staleDate: nil,
      hasEnded: false, dismissalDate: nil)
  }

  @Test("the most relevant activity comes first; equal scores keep the order they started")
  func order() {
    let started = [
      activity("a", relevance: 0), activity("b", relevance: 50), activity("c", relevance: 0),
    ]
    #expect(LockScreenView.ordered(started).map(\.id) == ["b", "a", "c"])
  }
}

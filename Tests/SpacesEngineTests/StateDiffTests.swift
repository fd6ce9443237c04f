import Foundation
import SpacesEngine
import SpacesKit
import Testing

@testable import SpacesTestSupport

@Suite("ReducerTestStore's state diff")
struct StateDiffTests {
  @Test("a change inside one control names that control's field, not the whole dictionary")
  func controlField() {
    var state = ControlsState()
    let box = IntentBox(ShowDiffIntent())
    for kind in ["a", "b"] {
      state.append(
        key: ControlInstanceKey(kind: kind), appName: "A", displayName: kind, size: .small,
        preview: ReducerFixtures.button(kind, action: box))
    }
    var changed = state
    changed.update(ControlID(2)) { $0.isPerforming = true }
    let lines = StateDiff.lines(expected: state, actual: changed)
    #expect(lines.count == 1)
    #expect(lines.first?.contains("state.items[#2].isPerforming") == true, "\(lines)")
    #expect(lines.first?.contains("expected false") == true)
  }
}

extension StateDiffTests {
  @Test("a Dictionary's iteration order is no difference; an ordered dictionary's is")
  func dictionaryOrder() {
    struct Holder { var plain: [String: Int]; var extra: Int }
    // Enough keys that two dictionaries built in different orders iterate differently.
    let keys = (0..<40).map { "k\($0)" }
    var forward: [String: Int] = [:]
    for key in keys { forward[key] = 1 }
    var backward: [String: Int] = Dictionary(minimumCapacity: 200)
    for key in keys.reversed() { backward[key] = 1 }
    let lines = StateDiff.lines(
      expected: Holder(plain: forward, extra: 1), actual: Holder(plain: backward, extra: 2))
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.contains("extra") == true)

    var state = ControlsState()
    let box = IntentBox(ShowDiffIntent())
    for kind in ["a", "b"] {
      state.append(
        key: ControlInstanceKey(kind: kind), appName: "A", displayName: kind, size: .small,
        preview: ReducerFixtures.button(kind, action: box))
    }
    var reordered = state
    reordered.reorder(first: [ControlID(2)])
    let orderLines = StateDiff.lines(expected: state, actual: reordered)
    #expect(orderLines.contains { $0.contains("order") }, "\(orderLines)")
  }
}

private struct ShowDiffIntent: AppIntent {
  static var title: LocalizedStringResource { "Diff" }
  func perform() async throws -> IntentResultContainer { .result() }
}

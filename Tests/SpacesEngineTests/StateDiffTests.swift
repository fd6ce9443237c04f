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

private struct ShowDiffIntent: AppIntent {
  static var title: LocalizedStringResource { "Diff" }
  func perform() async throws -> IntentResultContainer { .result() }
}

import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// A button's action that does nothing.
private struct NoIntent: AppIntent {
  static var title: LocalizedStringResource { "Nothing" }
  func perform() async throws -> IntentResultContainer { .result() }
}

@Suite("Control Center layout: first-fit packing")
struct ControlCenterLayoutTests {
  /// The packing as first written: every control searched from the top row. The layout must
  /// place exactly as this does, only faster.
  private func reference(_ sizes: [ControlSize]) -> [[Int]] {
    var occupied = Set<[Int]>()
    var result: [[Int]] = []
    for size in sizes {
      let (width, height) = size.span
      var row = 0
      var placed = false
      while !placed {
        for column in 0...(ControlCenterLayout.columns - width) {
          let cells = (0..<height).flatMap { dy in (0..<width).map { [column + $0, row + dy] } }
          if cells.allSatisfy({ !occupied.contains($0) }) {
            cells.forEach { occupied.insert($0) }
            result.append([column, row])
            placed = true
            break
          }
        }
        row += 1
      }
    }
    return result
  }

  private func controls(_ sizes: [ControlSize]) -> ControlsState {
    var state = ControlsState()
    let action = IntentBox(NoIntent())
    for (index, size) in sizes.enumerated() {
      state.append(
        key: ControlInstanceKey(kind: "k\(index)"), appName: "A", displayName: "C", size: size,
        preview: ReducerFixtures.button("C", action: action))
    }
    return state
  }

  @Test("random mixes of sizes pack exactly as the first-fit reference does", arguments: 1...5)
  func matchesReference(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let sizes = (0..<200).map { _ in ControlSize.allCases[Int(random.next() % 3)] }
    let layout = ControlCenterLayout(controls: controls(sizes))
    #expect(layout.placements.map { [$0.column, $0.row] } == reference(sizes))
  }
}

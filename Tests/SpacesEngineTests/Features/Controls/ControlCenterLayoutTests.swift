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

  @Test("a block's controls pack first, four to a 2×2 block at the top-left, by cell")
  func blocks() {
    var state = controls([.medium, .small, .small, .small, .small, .small, .large])
    // The second to sixth are the connectivity block: five, so a second block holds the fifth.
    for id in state.ids[1...5] { state.update(id) { $0.block = "connectivity" } }
    let layout = ControlCenterLayout(controls: state)
    #expect(layout.blocks.map { [$0.column, $0.row] } == [[0, 0], [2, 0]])
    #expect(layout.blocks[0].members == Array(state.ids[1...4]))
    #expect(layout.blocks[1].members == [state.ids[5]])
    let placed = Dictionary(uniqueKeysWithValues: layout.placements.map { ($0.id, $0) })
    func cell(_ index: Int) -> [Int] {
      let placement = placed[state.ids[index]]!
      return [placement.column, placement.row]
    }
    let cells: [[Int]] = (1...4).map(cell)
    #expect(cells == [[0, 0], [1, 0], [0, 1], [1, 1]])
    let blockCells: [Int?] = (1...4).map { placed[state.ids[$0]]!.blockCell }
    #expect(blockCells == [0, 1, 2, 3])
    #expect(placed[state.ids[1]]!.size == .small)
    // The others follow in order: the medium under the blocks, the large beside it.
    #expect(cell(0) == [0, 2])
    #expect(cell(6) == [2, 2])
    // Arrows walk the block's cells, then leave it.
    #expect(layout.neighbor(of: state.ids[1], toward: .right) == state.ids[2])
    #expect(layout.neighbor(of: state.ids[1], toward: .down) == state.ids[3])
    #expect(layout.neighbor(of: state.ids[3], toward: .down) == state.ids[0])
  }

  @Test("the sliders follow the blocks, a unit wide and two tall; without a block they lead")
  func sliders() {
    var state = controls([.small, .small, .small, .small, .medium, .small, .small])
    for id in state.ids[0...3] { state.update(id) { $0.block = "connectivity" } }
    let layout = ControlCenterLayout(controls: state, sliders: SystemSlider.allCases)
    let sliders = layout.placements.filter { $0.slider != nil }
    #expect(sliders.map(\.id) == [SystemSlider.brightness.id, SystemSlider.volume.id])
    #expect(sliders.map { [$0.column, $0.row] } == [[2, 0], [3, 0]], "beside the block")
    #expect(sliders.allSatisfy { $0.span.columns == 1 && $0.span.rows == 2 })
    let medium = layout.placements.first { $0.id == state.ids[4] }!
    #expect(medium.column == 0 && medium.row == 2, "under them")
    #expect(layout.rows == 3)
    // From the block's right column → reaches a slider; from a slider ↓ leaves for the row
    // under it.
    #expect(layout.neighbor(of: state.ids[1], toward: .right) == SystemSlider.brightness.id)
    #expect(layout.neighbor(of: SystemSlider.volume.id, toward: .down) == state.ids[6])
    #expect(
      layout.neighbor(of: SystemSlider.brightness.id, toward: .right) == SystemSlider.volume.id)
    // Without a block the sliders lead the grid; without sliders nothing changes.
    let plain = controls([.medium, .small])
    let led = ControlCenterLayout(controls: plain, sliders: SystemSlider.allCases)
    #expect(led.placements.map { [$0.column, $0.row] } == [[0, 0], [1, 0], [2, 0], [2, 1]])
    #expect(
      ControlCenterLayout(controls: plain, sliders: []).placements
        == ControlCenterLayout(controls: plain).placements)
  }

  @Test("a layout file from before blocks loads: a module without a block is on its own")
  func oldFile() throws {
    let json = #"{"control":{"kind":"com.systemspaces.System.WiFi"},"size":"small"}"#
    let module = try JSONDecoder().decode(SavedLayout.Module.self, from: Data(json.utf8))
    #expect(module.block == nil)
    let written = try JSONEncoder().encode(module)
    #expect(!String(decoding: written, as: UTF8.self).contains("block"))
    let inBlock = SavedLayout.Module(
      control: ControlInstanceKey(kind: "k"), size: .small, block: "connectivity")
    let again = try JSONDecoder().decode(
      SavedLayout.Module.self, from: try JSONEncoder().encode(inBlock))
    #expect(again.block == "connectivity")
  }
}

import SpacesKit

/// Places Control Center's controls on its grid: four columns, filled row by row, each control
/// at the first free position its size fits (as iOS packs modules). The controls of a block
/// (`ControlInstance.block`: the connectivity module) are packed first, four to a 2×2 module at
/// the top-left, as iOS draws its connectivity module, each a small unit inside it. The system
/// sliders (`SystemSlider`: brightness, volume), each a unit wide and two tall, come next,
/// beside the first block as on a phone, then every other control.
package struct ControlCenterLayout: Equatable, Sendable {
  /// One control's place on the grid.
  package struct Placement: Equatable, Sendable {
    package var id: ControlID
    package var column: Int
    package var row: Int
    package var size: ControlSize
    /// The control's cell in its block, row by row (0 top-left … 3 bottom-right); `nil` for a
    /// control on its own.
    package var blockCell: Int? = nil
    /// The system slider placed here (its `id` is the slider's); `nil` for a control.
    package var slider: SystemSlider? = nil

    /// Its span in units: a slider's one column by two rows, else its size's.
    package var span: (columns: Int, rows: Int) {
      slider == nil ? size.span : SystemSlider.span
    }
  }

  /// A 2×2 block of controls drawn as one module (iOS's connectivity module).
  package struct Block: Equatable, Sendable {
    /// The block's name (`ControlInstance.block`).
    package var name: String
    /// Its top-left unit.
    package var column: Int
    package var row: Int
    /// Its controls, by cell.
    package var members: [ControlID]
  }

  /// The grid's width in columns.
  package static let columns = 4

  /// The most controls a block holds.
  package static let blockCapacity = 4

  /// The placements: the blocks' controls first, then the others in control order.
  package let placements: [Placement]

  /// The blocks, in the order they are packed.
  package let blocks: [Block]

  /// The number of grid rows used.
  package var rows: Int { placements.map { $0.row + $0.span.rows }.max() ?? 0 }

  /// Packs controls in order, each at the first free position (row by row, left to right)
  /// its size fits; the blocks' controls first, four to a 2×2 block (a block of more is
  /// split), each block's controls in their order; then the system sliders, each a unit wide
  /// and two tall (beside the first block: columns 2 and 3 of its rows).
  ///
  /// Linear in the number of controls: cells only ever fill, so a size that didn't fit above a
  /// row never will; each size's search starts where its last one ended.
  package init<Controls: Sequence>(controls: Controls, sliders: [SystemSlider] = [])
  where Controls.Element == ControlInstance {
    self.init(controls: controls, sliderPlaces: SliderPlace.initial(sliders))
  }

  /// Packs controls as `init(controls:sliders:)` does, each slider after as many controls
  /// outside blocks as its place says (edit mode moves them).
  package init<Controls: Sequence>(controls: Controls, sliderPlaces sliders: [SliderPlace])
  where Controls.Element == ControlInstance {
    var packer = Packer()
    var placements: [Placement] = []
    var blocks: [Block] = []
    // Fast path: no block, one pass.
    var grouped: [(name: String, ids: [ControlID])] = []
    var rest: [(id: ControlID, size: ControlSize)] = []
    for control in controls {
      if let name = control.block {
        if let group = grouped.firstIndex(where: { $0.name == name }) {
          grouped[group].ids.append(control.id)
        } else {
          grouped.append((name, [control.id]))
        }
      } else if grouped.isEmpty, sliders.isEmpty {
        let (column, row) = packer.place(control.size.span)
        placements.append(
          Placement(id: control.id, column: column, row: row, size: control.size))
      } else {
        rest.append((control.id, control.size))
      }
    }
    guard !grouped.isEmpty || !sliders.isEmpty else {
      self.placements = placements
      self.blocks = []
      return
    }
    // With blocks or sliders: the blocks go first, then the sliders, then every control on
    // its own in order.
    let solo = placements.map { ($0.id, $0.size) } + rest
    packer = Packer()
    placements = []
    for group in grouped {
      for start in stride(from: 0, to: group.ids.count, by: Self.blockCapacity) {
        let members = Array(group.ids[start..<min(start + Self.blockCapacity, group.ids.count)])
        let (column, row) = packer.place(ControlSize.large.span)
        blocks.append(Block(name: group.name, column: column, row: row, members: members))
        for (cell, id) in members.enumerated() {
          placements.append(
            Placement(
              id: id, column: column + cell % 2, row: row + cell / 2, size: .small,
              blockCell: cell))
        }
      }
    }
    // Each slider after as many controls as its place says (ties in their order).
    let ordered = SliderPlace.packingOrder(sliders)
    var nextSlider = 0
    func placeSliders(upTo count: Int) {
      while nextSlider < ordered.count, ordered[nextSlider].after <= count {
        let slider = ordered[nextSlider].slider
        let (column, row) = packer.place(SystemSlider.span)
        placements.append(
          Placement(id: slider.id, column: column, row: row, size: .small, slider: slider))
        nextSlider += 1
      }
    }
    for (index, (id, size)) in solo.enumerated() {
      placeSliders(upTo: index)
      let (column, row) = packer.place(size.span)
      placements.append(Placement(id: id, column: column, row: row, size: size))
    }
    placeSliders(upTo: Int.max)
    self.placements = placements
    self.blocks = blocks
  }

  /// First-fit packing on the four-column grid.
  private struct Packer {
    var occupied: [Bool] = []  // row-major, `columns` cells a row
    var firstRow: [Int: Int] = [:]  // by span, `columns * 8 + rows`

    func isFree(_ column: Int, _ row: Int) -> Bool {
      let index = row * ControlCenterLayout.columns + column
      return index >= occupied.count || !occupied[index]
    }

    /// The first free position a span fits (searching from where the last of its span went),
    /// marked taken.
    mutating func place(_ span: (columns: Int, rows: Int)) -> (Int, Int) {
      let columns = ControlCenterLayout.columns
      let key = span.columns * 8 + span.rows
      var row = firstRow[key] ?? 0
      while true {
        for column in 0...(columns - span.columns) {
          let fits = (0..<span.rows).allSatisfy { dy in
            (0..<span.columns).allSatisfy { dx in isFree(column + dx, row + dy) }
          }
          guard fits else { continue }
          let needed = (row + span.rows) * columns
          if occupied.count < needed {
            occupied += Array(repeating: false, count: needed - occupied.count)
          }
          for dy in 0..<span.rows {
            for dx in 0..<span.columns { occupied[(row + dy) * columns + column + dx] = true }
          }
          firstRow[key] = row
          return (column, row)
        }
        row += 1
      }
    }
  }

  /// The control to focus when moving from one placement in a direction: among the
  /// placements whose span lies wholly that way, those that overlap on the other axis first,
  /// then the nearest (the smallest gap), then the best centred. With none that way, focus
  /// stays (`nil`). A focus that isn't placed moves to the first placement.
  package func neighbor(of id: ControlID?, toward direction: FocusDirection) -> ControlID? {
    guard let from = placements.first(where: { $0.id == id }) else {
      return placements.first?.id
    }
    /// A placement's span on one axis, as a half-open range of grid cells.
    func span(_ p: Placement, horizontal: Bool) -> Range<Int> {
      horizontal
        ? p.column..<(p.column + p.span.columns) : p.row..<(p.row + p.span.rows)
    }
    let horizontal = direction == .left || direction == .right
    let fromMain = span(from, horizontal: horizontal)
    let fromCross = span(from, horizontal: !horizontal)
    var best: (id: ControlID, key: (Int, Int, Int))?
    for candidate in placements where candidate.id != from.id {
      let main = span(candidate, horizontal: horizontal)
      let cross = span(candidate, horizontal: !horizontal)
      let gap: Int
      switch direction {
      case .right, .down: gap = main.lowerBound - fromMain.upperBound
      case .left, .up: gap = fromMain.lowerBound - main.upperBound
      }
      guard gap >= 0 else { continue }
      let overlaps = cross.overlaps(fromCross)
      // Twice the distance between centres on the other axis (whole numbers).
      let offCentre = abs(
        (cross.lowerBound + cross.upperBound) - (fromCross.lowerBound + fromCross.upperBound))
      let key = (overlaps ? 0 : 1, gap, offCentre)
      if best == nil || key < best!.key { best = (candidate.id, key) }
    }
    return best?.id
  }
}

import Foundation
import SpacesKit

/// A widget's change from one view to another as the renderer plays it: the parts that
/// changed, what each does and for how long, and the old and new content drawn in cells.
///
/// Built from the two view trees laid out in the same rectangle: they are matched by structure
/// (a child by its position) and explicit identity (`.id(_:)`); where a leaf's content or place
/// differs, or an identity changed, that part animates with the effect its modifiers ask for
/// (`.contentTransition(_:)`, `.transition(_:)`, the default cross-fade) and the timing of the
/// nearest `.animation(_:value:)` whose value changed (else SwiftUI's default). Pure: the look at
/// an elapsed time depends on nothing else, so mid-animation frames are deterministic.
struct EntryAnimation: Sendable {
  /// One changed part.
  struct Part: Equatable, Sendable {
    /// Where it is, in the animation's local cells.
    var rect: Rect
    var effect: AnimationEffect
    var timing: AnimationTiming
    /// For a roll: which glyphs leave, arrive and move.
    var roll: NumericTextRoll?
  }

  /// The size in cells.
  let width: Int
  let height: Int
  /// What was behind the view, the old content over it and the new content over it.
  let background: Frame
  let old: Frame
  let new: Frame
  /// The changed parts, outermost first (a later part wins where parts overlap).
  let parts: [Part]
  /// How long the whole change runs.
  let duration: TimeInterval

  /// The frame interval the animation never draws faster than (60 frames a second).
  static let frameInterval: TimeInterval = 1.0 / 60

  /// The animation from `old` to `new` in a rectangle of `width` × `height` cells over
  /// `background`; `nil` when nothing would move.
  init?(
    from oldNode: ViewNode, to newNode: ViewNode, width: Int, height: Int,
    background: Frame? = nil, renderer: ViewRenderer, style: ViewRenderer.DrawingStyle,
    reducedMotion: Bool
  ) {
    guard width > 0, height > 0, oldNode != newNode else { return nil }
    let local = Rect(x: 0, y: 0, width: width, height: height)
    let oldPlaced = renderer.layout(oldNode, in: local, labelStyle: style.labelStyle)
    let newPlaced = renderer.layout(newNode, in: local, labelStyle: style.labelStyle)
    var parts: [Part] = []
    Self.match(
      newPlaced, oldPlaced,
      Inherited(timing: .standard, content: .crossFade, transition: nil), into: &parts)
    parts = parts.compactMap { part in
      var part = part
      part.rect = part.rect.intersection(local)
      part.effect = part.effect.reduced(reducedMotion)
      return part.timing.duration > 0 && part.rect.width > 0 && part.rect.height > 0
        ? part : nil
    }
    guard !parts.isEmpty else { return nil }
    let behind = background ?? Frame(width: width, height: height)
    var oldFrame = behind
    renderer.draw(oldPlaced, frame: &oldFrame, style: style)
    var newFrame = behind
    renderer.draw(newPlaced, frame: &newFrame, style: style)
    let rects = parts.map(\.rect)
    for index in parts.indices {
      guard case .roll(let up) = parts[index].effect else { continue }
      parts[index].roll = NumericTextRoll(
        old: oldFrame, new: newFrame, rect: parts[index].rect, up: up, covered: rects)
    }
    self.width = width
    self.height = height
    self.background = behind
    self.old = oldFrame
    self.new = newFrame
    self.parts = parts
    self.duration = parts.map(\.timing.duration).max() ?? 0
  }

  // MARK: Matching the trees

  /// What a part of the tree inherits from its ancestors while the trees are matched.
  private struct Inherited {
    var timing: AnimationTiming
    /// How changed content animates (`nil`: at once).
    var content: AnimationEffect?
    /// The `.transition` directly around the current view.
    var transition: AnyTransition?
  }

  private static func match(
    _ new: PlacedView, _ old: PlacedView, _ inherited: Inherited, into parts: inout [Part]
  ) {
    guard new != old else { return }
    var inherited = inherited
    let rect = new.rect.union(old.rect)
    func changed(_ effect: AnimationEffect?) {
      if let effect { parts.append(Part(rect: rect, effect: effect, timing: inherited.timing)) }
    }
    switch (new.content, old.content) {
    case (.style(let modifier), .style(let oldModifier)):
      switch (modifier, oldModifier) {
      case (.animation(let animation, let value), .animation(_, let oldValue)):
        if value != oldValue { inherited.timing = AnimationTiming(animation) }
      case (.transition(let transition), .transition):
        inherited.transition = transition
      case (.contentTransition(let transition), .contentTransition(let oldTransition)):
        inherited.content = AnimationEffect(transition, from: oldTransition)
      case (.id(let id), .id(let oldID)) where id != oldID:
        let transition = inherited.transition ?? new.transitionBelow ?? .opacity
        changed(AnimationEffect(transition))
        return
      default:
        guard modifier == oldModifier else { return changed(inherited.content) }
      }
      guard new.children.count == 1, old.children.count == 1 else {
        return changed(inherited.content)
      }
      match(new.children[0], old.children[0], inherited, into: &parts)
    case (.none, .none) where new.children.count == old.children.count && !new.children.isEmpty:
      inherited.transition = nil
      for (child, oldChild) in zip(new.children, old.children) {
        match(child, oldChild, inherited, into: &parts)
      }
    default:
      changed(inherited.content)
    }
  }

  // MARK: Drawing

  /// Draws the change as it looks `elapsed` seconds after it started over the new content
  /// already drawn at `origin` in `frame` (only cells that differ from the new content are
  /// written).
  func draw(at elapsed: TimeInterval, into frame: inout Frame, origin: (x: Int, y: Int)) {
    guard elapsed < duration else { return }
    var cells: [Int: Cell] = [:]
    // Glyphs a roll draws in free rows outside its part: under every part's own cells.
    var ghosts: [Int: Cell] = [:]
    for part in parts where elapsed < part.timing.duration {
      let t = part.timing.progress(max(0, elapsed))
      if let roll = part.roll {
        roll.draw(
          progress: t, old: old, new: new, background: background, into: &cells,
          ghosts: &ghosts)
        continue
      }
      Self.forEachCell(part.rect) { x, y in
        cells[y * width + x] = cell(x, y, in: part, progress: t)
      }
    }
    cells.merge(ghosts) { own, _ in own }
    for (index, cell) in cells.sorted(by: { $0.key < $1.key }) {
      let x = index % width
      let y = index / width
      guard let grapheme = cell.grapheme, cell != new[x, y] else { continue }
      frame.put(grapheme, x: origin.x + x, y: origin.y + y, style: cell.style)
    }
  }

  /// The cell at local `(x, y)` of a part at eased progress `t`.
  private func cell(_ x: Int, _ y: Int, in part: Part, progress t: Double) -> Cell {
    let r = part.rect
    switch part.effect {
    // A roll draws itself (`NumericTextRoll`); without one its cells cross-fade.
    case .crossFade, .roll:
      return fade(x, y, t)
    case .push(let edge):
      let vertical = edge == .top || edge == .bottom
      let length = vertical ? r.height : r.width
      let position = vertical ? y - r.y : x - r.x
      let offset = Self.steps(t, length + 1)
      // The belt: old, one blank, new (bottom/trailing) or new, blank, old (top/leading).
      let newFirst = edge == .top || edge == .leading
      let index = position + (newFirst ? length + 1 - offset : offset)
      let first = newFirst ? new : old
      let second = newFirst ? old : new
      if index == length { return background[x, y] }
      let source = index < length ? first : second
      let along = (index < length ? index : index - length - 1)
      return vertical ? source[x, r.y + along] : source[r.x + along, y]
    case .move(let edge):
      let vertical = edge == .top || edge == .bottom
      let length = vertical ? r.height : r.width
      let position = vertical ? y - r.y : x - r.x
      let leaving = t < 0.5
      let shift =
        leaving ? Self.steps(t * 2, length) : length - Self.steps(t * 2 - 1, length)
      let towardsEnd = edge == .bottom || edge == .trailing
      let along = towardsEnd ? position - shift : position + shift
      guard along >= 0, along < length else { return background[x, y] }
      let source = leaving ? old : new
      return vertical ? source[x, r.y + along] : source[r.x + along, y]
    case .scale:
      let leaving = t < 0.5
      let factor = leaving ? 1 - t * 2 : t * 2 - 1
      let halfWidth = (Double(r.width) / 2 * factor).rounded(.up)
      let halfHeight = (Double(r.height) / 2 * factor).rounded(.up)
      let dx = abs(Double(x - r.x) + 0.5 - Double(r.width) / 2)
      let dy = abs(Double(y - r.y) + 0.5 - Double(r.height) / 2)
      guard dx < halfWidth, dy < halfHeight else { return background[x, y] }
      return leaving ? old[x, y] : new[x, y]
    }
  }

  /// A cross-fade's cell: the old one dimmed, then the new one dimmed (unchanged cells stay).
  private func fade(_ x: Int, _ y: Int, _ t: Double) -> Cell {
    let after = new[x, y]
    var cell = t < 0.5 ? old[x, y] : after
    guard cell != after || old[x, y] != after else { return after }
    cell.style.attributes.insert(.dim)
    return cell
  }

  // MARK: Scheduling

  /// What the frame shows at `elapsed`, as numbers: two times with the same look give the same
  /// numbers; a part that already looks as it will at the end (its last step taken) counts as
  /// ended, so no frame is spent on a change nobody sees.
  func look(at elapsed: TimeInterval) -> [Int] {
    var look: [Int] = []
    for part in parts {
      guard elapsed < part.timing.duration else {
        look.append(-1)
        continue
      }
      let t = part.timing.progress(max(0, elapsed))
      let r = part.rect
      switch part.effect {
      case .crossFade: look.append(t < 0.5 ? 0 : 1)
      case .roll:
        look += part.roll?.look(t) ?? [t < 0.5 ? 0 : 1]
      case .push(let edge):
        let length = edge == .top || edge == .bottom ? r.height : r.width
        let step = Self.steps(t, length + 1)
        look.append(step == length + 1 ? -1 : step)
      case .move(let edge):
        let length = edge == .top || edge == .bottom ? r.height : r.width
        let step =
          t < 0.5 ? Self.steps(t * 2, length) : 2 * length - Self.steps(t * 2 - 1, length)
        look.append(step == length ? -1 : step)
      case .scale:
        let step = Int((t * Double(max(r.width, r.height) + 1)).rounded(.up))
        look.append(step >= max(r.width, r.height) + 1 ? -1 : step)
      }
    }
    return look
  }

  /// The elapsed time of the next frame that looks different from the one at `elapsed`, on the
  /// 60 Hz grid from the start; the end of the animation when nothing changes before it;
  /// `nil` once it ended.
  func nextChange(after elapsed: TimeInterval) -> TimeInterval? {
    guard elapsed < duration else { return nil }
    let current = look(at: elapsed)
    // Every part already looks as it ends: nothing left to draw.
    guard current.contains(where: { $0 != -1 }) else { return nil }
    var tick = (max(0, elapsed) / Self.frameInterval).rounded(.down) + 1
    while true {
      let time = tick * Self.frameInterval
      if time >= duration { return duration }
      if look(at: time) != current { return time }
      tick += 1
    }
  }

  // MARK: Helpers

  /// How many of `count` steps are done at progress `t` (the first step right after the start).
  static func steps(_ t: Double, _ count: Int) -> Int {
    min(count, max(0, Int((t * Double(count)).rounded(.up))))
  }

  static func forEachCell(_ rect: Rect, _ body: (Int, Int) -> Void) {
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX { body(x, y) }
    }
  }
}

extension PlacedView {
  /// The `.transition` on this view or directly inside it (through modifiers only).
  var transitionBelow: AnyTransition? {
    var view = self
    while case .style(let modifier) = view.content, view.children.count == 1 {
      if case .transition(let transition) = modifier { return transition }
      view = view.children[0]
    }
    return nil
  }
}

extension Rect {
  /// The smallest rectangle containing both (an empty one adds nothing).
  func union(_ other: Rect) -> Rect {
    if width <= 0 || height <= 0 { return other }
    if other.width <= 0 || other.height <= 0 { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// Whether a cell lies inside the rectangle.
  func contains(x: Int, y: Int) -> Bool { x >= self.x && x < maxX && y >= self.y && y < maxY }
}

import Foundation
import SpacesEngine
import SpacesKit

extension ViewRenderer {
  /// Draws a widget's entry view in a rectangle, mid-change while its last entry transition
  /// still runs at the context's presentation time (see `EntryAnimation`).
  package func drawWidget(
    _ node: ViewNode, placed: PlacedView? = nil, transition: EntryTransition?, in rect: Rect,
    frame: inout Frame, environment style: DrawingStyle, owner: String? = nil
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    func drawSettled(_ frame: inout Frame) {
      if let placed {
        draw(placed, frame: &frame, style: style)
        markOverflow(of: placed, node: node, in: rect, owner: owner, frame: &frame, style: style)
      } else {
        draw(node, in: rect, frame: &frame, environment: style, owner: owner)
      }
    }
    guard let transition, let elapsed = context.animationElapsed(since: transition.startedAt)
    else { return drawSettled(&frame) }
    let area = rect.intersection(frame.bounds)
    var background = Frame(width: rect.width, height: rect.height)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let cell = frame[x, y]
        if let grapheme = cell.grapheme {
          background.put(grapheme, x: x - rect.x, y: y - rect.y, style: cell.style)
        }
      }
    }
    drawSettled(&frame)
    guard
      let animation = entryAnimation(
        from: transition.from, to: node, width: rect.width, height: rect.height,
        background: background, style: style)
    else { return }
    frame.pushClip(rect)
    defer { frame.popClip() }
    animation.draw(at: elapsed, into: &frame, origin: (rect.x, rect.y))
  }

  /// When a widget's view drawn in `width` × `height` cells next looks different while its
  /// entry transition runs (presentation time, at most 60 times a second); `nil` when it
  /// doesn't run.
  package func nextAnimationFrame(
    _ node: ViewNode, transition: EntryTransition?, width: Int, height: Int,
    style: DrawingStyle
  ) -> Date? {
    guard let transition, let elapsed = context.animationElapsed(since: transition.startedAt),
      let animation = entryAnimation(
        from: transition.from, to: node, width: width, height: height, background: nil,
        style: style),
      let next = animation.nextChange(after: elapsed)
    else { return nil }
    return transition.startedAt.addingTimeInterval(next)
  }
}

extension RenderContext {
  /// The time UI animations run on: `presentationNow`, else `now`.
  package var animationNow: Date { presentationNow ?? now }

  /// How long ago an animation that started at `start` began, while it may still run (under
  /// the longest animation); `nil` once over.
  func animationElapsed(since start: Date) -> TimeInterval? {
    let elapsed = max(0, animationNow.timeIntervalSince(start))
    return elapsed < AnimationTiming.maximumDuration ? elapsed : nil
  }
}

import Foundation
import SpacesKit

/// Smart Stacks on the Home Screen: several widgets of one family in one slot, the one on show
/// chosen by relevance (Smart Rotate) or flipped by hand.
extension WidgetsFeature.State {
  /// The index of the stack a widget is in.
  package func stackIndex(containing id: WidgetID) -> Int? {
    stacks.firstIndex { $0.members.contains(id) }
  }

  /// Whether a widget sits in a stack under the widget on show (the Home Screen skips it).
  package func isHiddenInStack(_ id: WidgetID) -> Bool {
    stacks.contains { $0.members.contains(id) && $0.shownWidget != id }
  }
}

extension WidgetsFeature {
  /// Groups placed widgets of one family into a stack in the first one's slot; refused (and
  /// logged) with fewer than two, unknown or already stacked widgets, or mixed families.
  static func makeStack(_ ids: [WidgetID], state: inout State, context: inout ReduceContext) {
    let widgets = ids.compactMap { state.instances[$0] }
    let families = Set(widgets.map(\.family))
    guard widgets.count == ids.count, ids.count >= 2, Set(ids).count == ids.count,
      families.count == 1, families.first?.isSystem == true,
      !ids.contains(where: { state.stackIndex(containing: $0) != nil })
    else {
      context.log(
        .widgets(
          .problem(
            "stack", "a Smart Stack needs two or more placed Home Screen widgets of one family")))
      return
    }
    state.stacks.append(SmartStack(members: ids))
    rotateStacks(state: &state, context: &context)
  }

  /// Shows the next widget of the focused stack; the flip holds until a relevance changes.
  static func flipFocusedStack(state: inout State, context: inout ReduceContext) {
    guard let focused = state.focused, let index = state.stackIndex(containing: focused.id)
    else { return }
    let scores = stackScores(state.stacks[index], state: state, context: context)
    state.stacks[index].flip(scores: scores)
    state.elementFocus = 0
  }

  /// Re-evaluates every stack (after an entry changed, a timeline landed, a widget left).
  static func rotateStacks(state: inout State, context: inout ReduceContext) {
    defer { scheduleStackWake(state: &state, context: &context) }
    guard !state.stacks.isEmpty else { return }
    state.stacks.removeAll { stack in
      stack.members.allSatisfy { state.instances[$0] == nil }
    }
    for index in state.stacks.indices {
      state.stacks[index].members.removeAll { state.instances[$0] == nil }
      let scores = stackScores(state.stacks[index], state: state, context: context)
      if state.stacks[index].rotate(scores: scores) {
        state.elementFocus = 0
      }
    }
  }

  /// Each member's relevance now: its current entry's score while it lasts; a relevant intent
  /// of its kind whose date window holds (from its start to just before its end) counts as 1
  /// at least.
  static func stackScores(_ stack: SmartStack, state: State, context: ReduceContext)
    -> [WidgetID: Double]
  {
    let now = context.now
    let suggested = Set(
      context.dashboard.donations.relevantIntents.filter { $0.relevance.holdsForStacks(at: now) }
        .map(\.widgetKind))
    var scores: [WidgetID: Double] = [:]
    for id in stack.members {
      guard let widget = state.instances[id] else { continue }
      scores[id] = widget.stackRelevance(at: now, suggested: suggested.contains(widget.kind))
    }
    return scores
  }

  /// The inspector's lines for a stack: each member with its relevance now, and why the one on
  /// show was chosen.
  package static func stackLines(_ stack: SmartStack, state: State, now: Date) -> [String] {
    var lines = ["Smart Stack (\(stack.members.count)): \(stack.reason)"]
    for id in stack.members {
      guard let widget = state.instances[id] else { continue }
      let mark = id == stack.shownWidget ? "▶" : " "
      let score = SmartStack.scoreText(widget.stackRelevance(at: now))
      lines.append("\(mark) \(widget.name) relevance \(score)")
    }
    return lines
  }
}

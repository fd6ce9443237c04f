import Foundation
import SpacesKit

/// Smart Stacks on the Home Screen: several widgets of one family in one slot, the one on show
/// chosen by relevance (Smart Rotate) or flipped by hand.
extension WidgetsFeature.State {
  /// The index of the stack a widget is in.
  package func stackIndex(containing id: WidgetID) -> Int? {
    stacks.firstIndex { $0.members.contains(id) }
  }

  /// The Home Screen's slots in order: a widget on its own, or a stack's members top to
  /// bottom. A stack's slot is where its earliest placed member is, whichever one shows.
  package var homeSlots: [[WidgetID]] {
    var slots: [[WidgetID]] = []
    var placed: Set<Int> = []
    for widget in instances.values where widget.family.isSystem {
      if let index = stackIndex(containing: widget.id) {
        if placed.insert(index).inserted { slots.append(stacks[index].members) }
      } else {
        slots.append([widget.id])
      }
    }
    return slots
  }

  /// The Home Screen's widgets with stacks: each slot's widget, a stack's the one on show.
  var homeScreenWithStacks: [WidgetInstance] {
    var shown: [WidgetInstance] = []
    var placed: Set<Int> = []
    for widget in instances.values where widget.family.isSystem {
      guard let index = stackIndex(containing: widget.id) else {
        shown.append(widget)
        continue
      }
      guard placed.insert(index).inserted, let top = stacks[index].shownWidget,
        let instance = instances[top]
      else { continue }
      shown.append(instance)
    }
    return shown
  }
}

extension WidgetsFeature {
  /// Groups placed widgets of one family into a stack in the first one's slot; refused (and
  /// logged) with fewer than two, unknown or already stacked widgets, or mixed families.
  static func makeStack(_ stack: SmartStack, state: inout State, context: inout ReduceContext) {
    let ids = stack.members
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
    state.stacks.append(stack)
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
    // A stack left with one widget is no stack: that widget stands on its own.
    state.stacks.removeAll { stack in
      stack.members.count(where: { state.instances[$0] != nil }) < 2
    }
    for index in state.stacks.indices {
      let shown = state.stacks[index].shownWidget
      state.stacks[index].members.removeAll { state.instances[$0] == nil }
      state.stacks[index].shown =
        shown.flatMap { state.stacks[index].members.firstIndex(of: $0) } ?? 0
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
    let suggested: Set<String> =
      !stack.widgetSuggestions
      ? []
      : Set(
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
    let off = [
      stack.smartRotate ? nil : "Smart Rotate off",
      stack.widgetSuggestions ? nil : "Suggestions off",
    ].compactMap { $0 }
    let count = ([String(stack.members.count)] + off).joined(separator: ", ")
    var lines = ["Smart Stack (\(count)): \(stack.reason)"]
    for id in stack.members {
      guard let widget = state.instances[id] else { continue }
      let mark = id == stack.shownWidget ? "▶" : " "
      let score = SmartStack.scoreText(widget.stackRelevance(at: now))
      lines.append("\(mark) \(widget.name) relevance \(score)")
    }
    return lines
  }
}

import Foundation
import SpacesKit

/// "Edit Stack": `c` on a Smart Stack opens its sheet. Smart Rotate off keeps the widget on
/// show (only `n` flips); Widget Suggestions off stops the apps' relevant intents
/// (`RelevantIntentManager`) from bringing their widgets to the top. Every change is saved with
/// the stack in `layout.json`.
extension WidgetsFeature {
  /// Opens the sheet of the focused widget's stack; `false` when it isn't in one.
  static func openEditStack(state: inout State, context: inout ReduceContext) -> Bool {
    guard let focused = state.focused, state.stackIndex(containing: focused.id) != nil else {
      return false
    }
    state.editStack = EditStackState(anchor: focused.id)
    context.send(.navigation(.present(.editStack)))
    return true
  }

  /// A key while the sheet is on top.
  static func editStackKey(_ key: KeyEvent, state: inout State, context: inout ReduceContext) {
    guard var sheet = state.editStack, let index = state.stackIndex(containing: sheet.anchor)
    else { return closeEditStack(state: &state, context: &context) }
    let stack = state.stacks[index]
    let rows = EditStackState.switchRows + stack.members.count
    switch key {
    case .escape, .character("c"):
      return closeEditStack(state: &state, context: &context)
    case .up, .backTab:
      sheet.row = (sheet.row - 1 + rows) % rows
    case .down, .tab:
      sheet.row = (sheet.row + 1) % rows
    case .enter, .character(" "):
      if sheet.row == EditStackState.smartRotateRow {
        state.stacks[index].smartRotate.toggle()
        state.stacks[index].heldScores = nil
        rotateStacks(state: &state, context: &context)
        context.send(.layout(.save))
      } else if sheet.row == EditStackState.suggestionsRow {
        state.stacks[index].widgetSuggestions.toggle()
        rotateStacks(state: &state, context: &context)
        context.send(.layout(.save))
      } else if let member = sheet.member(in: stack) {
        closeEditStack(state: &state, context: &context)
        context.send(.configuration(.openWidget(member)))
        return
      }
    case .character("<"), .character(">"):
      guard let member = sheet.member(in: stack) else { return }
      let from = sheet.row - EditStackState.switchRows
      let to = from + (key == .character("<") ? -1 : 1)
      guard stack.members.indices.contains(to) else { return }
      let shown = stack.shownWidget
      state.stacks[index].members.swapAt(from, to)
      state.stacks[index].shown =
        shown.flatMap { state.stacks[index].members.firstIndex(of: $0) } ?? 0
      sheet.row += to - from
      _ = member
      context.send(.layout(.save))
    case .character("x"):
      guard let member = sheet.member(in: stack) else { return }
      let rest = stack.members.filter { $0 != member }
      context.send(.widgets(.remove(member)))
      context.send(.layout(.save))
      // One widget left is no stack: it stands on its own, and the sheet closes.
      guard rest.count >= 2 else { return closeEditStack(state: &state, context: &context) }
      sheet.anchor = rest[0]
      sheet.row = min(sheet.row, EditStackState.switchRows + rest.count - 1)
    default:
      return
    }
    state.editStack = sheet
  }

  /// Closes the sheet.
  static func closeEditStack(state: inout State, context: inout ReduceContext) {
    guard state.editStack != nil else { return }
    state.editStack = nil
    context.send(.navigation(.dismiss(.editStack)))
  }
}

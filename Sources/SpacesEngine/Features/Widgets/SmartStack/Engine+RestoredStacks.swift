import Foundation
import SpacesKit

extension Engine {
  /// Warns about the saved Smart Stacks' members that can't be stacked: an index the file's
  /// `widgets` doesn't hold, a kind no hosted app declares (that widget is kept in the file as
  /// before), a widget in two stacks; a stack left with fewer than two is placed as single
  /// widgets.
  func warnAboutStacks(saved: [SavedWidget]) {
    var seen: Set<Int> = []
    for (number, stack) in (state.widgetGallery.restoredStacks ?? []).enumerated() {
      var usable = 0
      for (position, index) in stack.members.enumerated() {
        let key = "layout.json: stacks[\(number)].members[\(position)]"
        guard saved.indices.contains(index) else {
          send(.log(.warning("\(key) is \(index), which is no index of widgets; left out")))
          continue
        }
        guard seen.insert(index).inserted else {
          send(.log(.warning("\(key): widgets[\(index)] is in a stack already; left out")))
          continue
        }
        guard apps.widgets[saved[index].kind] != nil else {
          send(
            .log(
              .warning(
                "\(key): widgets[\(index)] names the widget kind \(saved[index].kind), which no "
                  + "hosted app declares; the stack keeps its other widgets")))
          continue
        }
        usable += 1
      }
      if usable < 2 {
        send(
          .log(
            .warning(
              "layout.json: stacks[\(number)] has fewer than two widgets to stack; "
                + "they are placed on their own")))
      }
    }
  }

  /// Groups the restored widgets into the saved Smart Stacks (by their indices in the file),
  /// with the switches and the widget on show as saved.
  func placeRestoredStacks(placed: [Int: WidgetID]) {
    var used: Set<WidgetID> = []
    for saved in state.widgetGallery.restoredStacks ?? [] {
      let ids = saved.members.compactMap { placed[$0] }.filter { used.insert($0).inserted }
      guard ids.count >= 2 else { continue }
      send(.widgets(.restoreStack(saved.stack(members: ids))))
    }
  }
}

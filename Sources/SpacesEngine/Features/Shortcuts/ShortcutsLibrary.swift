import SpacesKit

/// The Shortcuts space's content: each app with App Shortcuts, in the order the apps are read,
/// its tiles (its App Shortcuts, then its extra actions), and the grid they are laid out on.
package struct ShortcutsLibrary: Equatable, Sendable {
  /// One app's group of tiles, under its name.
  package struct Group: Equatable, Sendable {
    /// The app's name (the group's header).
    package var app: String
    /// Its tiles in order.
    package var tiles: [ShortcutTile]
  }

  /// The groups, one per app that has tiles.
  package var groups: [Group]

  /// The library of the apps' App Shortcuts (each app's first `ShortcutPhraseIndex.shortcutLimit`,
  /// as the Siri bar reads them) and the extra actions by app name.
  package init(
    sources: [AppShortcutsSource], extraActions: [String: [AppShortcutsSource.Shortcut]] = [:]
  ) {
    var groups: [Group] = []
    for source in sources {
      let shortcuts = source.shortcuts + (extraActions[source.app] ?? [])
      guard !shortcuts.isEmpty else { continue }
      groups.append(
        Group(
          app: source.app,
          tiles: shortcuts.enumerated().map { index, shortcut in
            ShortcutTile(
              id: ShortcutTileID(app: source.app, index: index), shortcut: shortcut,
              color: source.tileColor)
          }))
    }
    // Extra actions of an app without App Shortcuts get a group of their own, in navy.
    for (app, actions) in extraActions.sorted(by: { $0.key < $1.key })
    where !actions.isEmpty && !sources.contains(where: { $0.app == app }) {
      groups.append(
        Group(
          app: app,
          tiles: actions.enumerated().map { index, shortcut in
            ShortcutTile(
              id: ShortcutTileID(app: app, index: index), shortcut: shortcut, color: .navy)
          }))
    }
    self.groups = groups
  }

  /// Every tile in reading order: group by group, row by row.
  package var tiles: [ShortcutTile] { groups.flatMap(\.tiles) }

  /// The tile at a reading-order index, if there is one.
  package func tile(at index: Int) -> ShortcutTile? {
    var rest = index
    for group in groups {
      if rest < group.tiles.count { return rest >= 0 ? group.tiles[rest] : nil }
      rest -= group.tiles.count
    }
    return nil
  }

  /// A tile's reading-order index.
  package func index(of id: ShortcutTileID) -> Int? {
    var offset = 0
    for group in groups {
      if group.app == id.app {
        return group.tiles.indices.contains(id.index) ? offset + id.index : nil
      }
      offset += group.tiles.count
    }
    return nil
  }

  /// The grid's rows, each a range of reading-order indices: every group starts a row, and a
  /// row holds at most `columns` tiles.
  package func rows(columns: Int) -> [Range<Int>] {
    let columns = max(1, columns)
    var rows: [Range<Int>] = []
    var start = 0
    for group in groups {
      for offset in stride(from: 0, to: group.tiles.count, by: columns) {
        rows.append((start + offset)..<(start + min(group.tiles.count, offset + columns)))
      }
      start += group.tiles.count
    }
    return rows
  }

  /// The tile focus moves to from `index` in a direction on a grid of `columns`: left and right
  /// along reading order, up and down to the nearest column of the row above or below.
  package func neighbor(of index: Int, toward direction: FocusDirection, columns: Int) -> Int {
    let count = tiles.count
    guard count > 0 else { return 0 }
    let index = max(0, min(count - 1, index))
    switch direction {
    case .left: return max(0, index - 1)
    case .right: return min(count - 1, index + 1)
    case .up, .down:
      let rows = rows(columns: columns)
      guard let row = rows.firstIndex(where: { $0.contains(index) }) else { return index }
      let target = direction == .up ? row - 1 : row + 1
      guard rows.indices.contains(target) else { return index }
      let column = index - rows[row].lowerBound
      return min(rows[target].upperBound - 1, rows[target].lowerBound + column)
    }
  }
}

/// Finds the one item a test names, the way a person names it.
///
/// Each item has names in levels, most exact first (a control: its kind and the kind's last
/// reverse-DNS component; then its display name; then the title on screen). The first level
/// where the name matches exactly decides; failing all, a case-insensitive match over every
/// level. One match is found; several are ambiguous; none is unknown. Both failures list what
/// exists, so the message says what to write instead.
struct NameLookup<Item> {
  /// What an item is called in messages ("control", "widget").
  var noun: String
  /// An item's names, level by level.
  var names: (Item) -> [[String]]
  /// An item as a failure message lists it.
  var listing: (Item) -> String

  /// What a look-up found.
  enum Outcome {
    /// The one item named.
    case found(Item)
    /// No item, and why: the failure message.
    case failed(String)
  }

  /// The items `name` names: those of the first level where it matches exactly, else those
  /// it matches case-insensitively at any level; empty when it names none.
  func matches(_ name: String, in items: [Item]) -> [Item] {
    let levels = items.map(names)
    let depth = levels.map(\.count).max() ?? 0
    for level in 0..<depth {
      let matched = items.indices.filter {
        level < levels[$0].count && levels[$0][level].contains(name)
      }
      if !matched.isEmpty { return matched.map { items[$0] } }
    }
    let folded = name.lowercased()
    return items.indices.filter {
      levels[$0].joined().contains { $0.lowercased() == folded }
    }.map { items[$0] }
  }

  /// Finds the one item named `name` among `items`.
  func find(_ name: String, in items: [Item]) -> Outcome {
    let matched = matches(name, in: items)
    switch matched.count {
    case 1: return .found(matched[0])
    case 0: return .failed(unknown(name, among: items))
    default:
      return .failed(
        "\"\(name)\" names \(matched.count) \(noun)s; name one of them by what sets it "
          + "apart:\n" + list(matched))
    }
  }

  /// The message for a name that names nothing: what exists.
  func unknown(_ name: String, among items: [Item]) -> String {
    guard !items.isEmpty else { return "No \(noun) named \"\(name)\": there are no \(noun)s." }
    return "No \(noun) named \"\(name)\". The \(noun)s are:\n" + list(items)
  }

  /// Items as a message lists them, one an indented line.
  func list(_ items: [Item]) -> String {
    items.map { "  " + listing($0) }.joined(separator: "\n")
  }
}

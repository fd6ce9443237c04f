/// Key scripts for the key-script and command-line targets.
extension HostileInput {
  /// Key names, waits of hostile durations, texts up to 30,000 characters (some unterminated),
  /// runs of one token thousands long.
  mutating func keyScript() -> String {
    var tokens: [String] = []
    while hasMore, tokens.count < 64 {
      switch byte() ?? 0 {
      case 0..<96:
        tokens.append(
          choose([
            "Enter", "Esc", "Up", "Ctrl-c", "Ctrl-", "F12", "F13", "F0", "q", "é", "👩‍💻", "Tab",
            "wait:", "text:''", "text:'", "WAIT:1MS", "\u{0}",
          ]))
      case 96..<160:
        tokens.append("wait:" + duration())
      case 160..<224:
        let closed = (byte() ?? 0) & 1 == 0
        tokens.append("text:'" + text(upTo: 30_000) + (closed ? "'" : ""))
      default:
        let token = choose(["Up", "wait:1h", "wait:744h", "a", "text:'a'"])
        tokens.append(Array(repeating: token, count: count(upTo: 12_000)).joined(separator: " "))
      }
    }
    return tokens.joined(separator: choose([" ", "  ", "\t", "\n"]))
  }
}

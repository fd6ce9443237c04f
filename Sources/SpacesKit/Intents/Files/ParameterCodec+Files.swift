/// How a file parameter is typed and saved: as a path to a file on disk.
extension ParameterCodec {
  /// The codec of `IntentFile`: a path (`~/notes.txt`, or relative to the dashboard's folder)
  /// read as the file there; saved as its absolute path.
  static let fileCodec: ParameterCodec = {
    @Sendable func read(_ text: String) throws(ParameterValueError) -> any Sendable {
      let typed = text.trimmingCharacters(in: .whitespaces)
      guard !typed.isEmpty else { throw .noFile(typed, reason: "type a file's path") }
      let expanded = (typed as NSString).expandingTildeInPath
      let url =
        expanded.hasPrefix("/")
        ? URL(fileURLWithPath: expanded)
        : URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
          .appendingPathComponent(expanded)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw .noFile(typed, reason: "no such file")
      }
      guard !isFolder.boolValue else { throw .noFile(typed, reason: "it is a folder") }
      guard FileManager.default.isReadableFile(atPath: url.path) else {
        throw .noFile(typed, reason: "it can't be read")
      }
      return IntentFile(fileURL: url.standardizedFileURL)
    }
    return ParameterCodec(
      kind: .file, typeName: "File",
      encode: { ($0 as? IntentFile)?.fileURL?.path },
      display: { ($0 as? IntentFile)?.filename ?? "\($0)" },
      decode: { try read($0) }, parse: { try read($0) }, options: nil)
  }()
}

extension AnyIntentParameter {
  /// Refuses a file whose type isn't one of the parameter's `supportedContentTypes` (a file
  /// of no known type passes only a parameter that takes any item or data).
  func checkContentType(of value: any Sendable) throws(ParameterValueError) {
    guard let allowed = supportedContentTypes, !allowed.isEmpty,
      let file = value as? IntentFile
    else { return }
    let type = file.type ?? .data
    guard !allowed.contains(where: { type.conforms(to: $0) }) else { return }
    throw .unsupportedFileType(
      file.filename, type: type.localizedDescription ?? type.identifier,
      allowed: allowed.map { $0.localizedDescription ?? $0.identifier })
  }
}

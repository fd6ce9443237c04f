/// A file an intent takes or returns, as App Intents' `IntentFile`.
///
/// It is bytes in memory or a file on disk, with a name people see and its uniform type.
///
/// A parameter of this type is asked for as a path (a prompt's or a form's field, `~` and paths
/// relative to the dashboard's folder allowed) and checked against the parameter's
/// `supportedContentTypes`; a result of this type is shown by its name, type and size.
public struct IntentFile: Sendable, Hashable, CustomStringConvertible {
  /// The bytes, when the file was made from data.
  private let storedData: Data?
  /// The file on disk, if any. If the file isn't on disk, read its contents with `data`.
  public let fileURL: URL?
  /// The name people see (`Episode 12.mp3`).
  public var filename: String
  /// The file's uniform type, if known (from the initializer, else the filename's extension).
  public var type: UTType?
  /// Whether the system removes the file once the intent has finished with it.
  public var removedOnCompletion = false

  /// A file made of bytes in memory.
  public init(data: Data, filename: String, type: UTType? = nil) {
    self.storedData = data
    self.fileURL = nil
    self.filename = filename
    self.type = type ?? Self.type(ofName: filename)
  }

  /// A file on disk; its name is the URL's last component unless given.
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    self.storedData = nil
    self.fileURL = fileURL
    self.filename = filename ?? fileURL.lastPathComponent
    self.type = type ?? Self.type(ofName: fileURL.lastPathComponent)
  }

  /// The contents: the bytes it was made from, or the file read from disk.
  ///
  /// Empty when the file can't be read.
  public var data: Data {
    if let storedData { return storedData }
    guard let fileURL else { return Data() }
    return (try? Data(contentsOf: fileURL, options: .mappedIfSafe)) ?? Data()
  }

  /// The contents, as the given type.
  ///
  /// - Throws: `IntentFileError.typeMismatch` when the file is not of that type (no conversion
  ///   between types happens in the dashboard).
  public func data(contentType: UTType) async throws -> Data {
    if let type, !type.conforms(to: contentType) {
      throw IntentFileError.typeMismatch(filename: filename, type: type, wanted: contentType)
    }
    return data
  }

  /// Runs `fileHandler` with the file's URL on disk.
  ///
  /// The URL is the file itself when it is on disk and `allowOpenInPlace` is set, else a
  /// temporary copy removed after the handler returns.
  ///
  /// - Throws: `IntentFileError.typeMismatch` when the file is not of `contentType`; what the
  ///   handler throws.
  public func withFile<Result>(
    contentType: UTType, allowOpenInPlace: Bool = false,
    fileHandler: @escaping (URL, Bool) async throws -> Result
  ) async throws -> Result {
    if let type, !type.conforms(to: contentType) {
      throw IntentFileError.typeMismatch(filename: filename, type: type, wanted: contentType)
    }
    if allowOpenInPlace, let fileURL { return try await fileHandler(fileURL, true) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "intent-file-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent(filename.isEmpty ? "file" : filename)
    try data.write(to: copy)
    return try await fileHandler(copy, false)
  }

  /// The name, the type and the size: `notes.txt (plain text, 12 bytes)`.
  public var description: String {
    let size = data.count
    let bytes = ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)
    let kind = type.flatMap { $0.localizedDescription } ?? type?.identifier
    return "\(filename) (\(kind.map { "\($0), " } ?? "")\(bytes))"
  }

  /// The type a filename's extension names, if any.
  static func type(ofName name: String) -> UTType? {
    let ext = (name as NSString).pathExtension
    return ext.isEmpty ? nil : UTType(filenameExtension: ext)
  }
}

/// Why an `IntentFile` couldn't be read as a type.
package enum IntentFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is of another type than the one asked for.
  case typeMismatch(filename: String, type: UTType, wanted: UTType)

  /// A sentence saying what went wrong.
  package var description: String {
    switch self {
    case .typeMismatch(let filename, let type, let wanted):
      "\(filename) is \(type.localizedDescription ?? type.identifier), not "
        + (wanted.localizedDescription ?? wanted.identifier)
    }
  }
}

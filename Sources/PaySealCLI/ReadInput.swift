import Foundation

/// The most bytes a file argument may hold: far above any key, product, table or token, and a
/// bound on what a stream that never ends can make the CLI hold.
let maximumInputBytes = 64 * 1024 * 1024

/// The bytes of a file argument, or of standard input for "-". Regular files, pipes, FIFOs,
/// `/dev/stdin` and process substitution (`<(…)`, `/dev/fd/N`) are all read the same way, to
/// the end of the stream, never by a size from stat (a pipe has none). A file that cannot be read
/// is reported with the reason: it does not exist, permission denied, it is a directory.
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" { return try readStream(STDIN_FILENO, "standard input") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CLIError("cannot read \(path): \(openFailure(errno))") }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        throw CLIError("cannot read \(path): it is a directory")
    }
    return try readStream(descriptor, path)
}

/// Reads a descriptor to its end, in chunks (retrying when a signal interrupts a read).
private func readStream(_ descriptor: Int32, _ name: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw CLIError("cannot read \(name): \(errno == EISDIR ? "it is a directory" : String(cString: strerror(errno)))")
        }
        guard bytes.count + count <= maximumInputBytes else {
            throw CLIError("cannot read \(name): it holds more than \(maximumInputBytes / (1024 * 1024)) MiB")
        }
        bytes.append(contentsOf: chunk[0..<count])
    }
}

/// Why `path` cannot be opened, from open(2)'s errno.
func unreadableReason(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor < 0 else {
        close(descriptor)
        return "reading it failed"
    }
    return openFailure(errno)
}

private func openFailure(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "it does not exist"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a directory"
    case ENOTDIR: return "it does not exist (a part of the path is not a directory)"
    default: return String(cString: strerror(code))
    }
}

#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>
#include <memory>

namespace ringcore {

/// The one way RingLab writes a file. Every write and the final commit are checked, and a
/// failure names the file and the operating system's own reason ("No space left on device",
/// "Permission denied", "File too large"), never "Unknown error".
///
/// Two modes:
///  - Replace (the default): the bytes go to a temporary file beside the target, created new
///    (O_EXCL); only commit() puts it in place, in one rename. On any failure the previous file
///    stays exactly as it was and no half-written file is left behind.
///  - Stream: for files that must survive a crash as they grow (a live run's mapping.tsv): a new
///    file replaces the target at open() (the same temporary file, renamed at once) and every write
///    goes straight to the kernel (no user-space buffer), so what was written before a failure
///    stays on disk.
///
/// Neither mode ever writes through a symbolic link: a target that is a link is refused before
/// anything is written (the file it points to stays as it was), and the rename replaces whatever
/// a racing program put at the path instead of following it. A target that exists keeps its
/// permissions; a new one gets 0666 minus the umask.
///
/// FileWriter is a write-only QIODevice, so anything that writes to a device (QImage::save,
/// QPdfWriter, QTextStream) can write through it. Most callers need one line:
///
///     QString error;
///     if (!FileWriter::writeFile(path, bytes, &error)) …            // bytes
///     if (!FileWriter::writeWith(path, [&](QIODevice *d) {          // anything that writes to a device
///             return image.save(d, "PNG"); }, &error)) …
class FileWriter : public QIODevice
{
    Q_OBJECT
public:
    enum Mode { Replace, Stream };

    explicit FileWriter(const QString &path, Mode mode = Replace, QObject *parent = nullptr);
    ~FileWriter() override; ///< an uncommitted Replace write is discarded; a Stream is closed

    QString fileName() const { return m_path; }

    /// Opens for writing (Replace: creates the temporary file; Stream: a new, empty file replaces
    /// the target). False + failed() on failure, e.g. for a target that is a symbolic link.
    /// False + failed() on failure.
    bool open();
    /// QIODevice's open(): the same as open() for WriteOnly; any other mode is refused.
    bool open(OpenMode mode) override;
    /// Writes everything or fails: true when every byte reached the kernel. After the first
    /// failure every later write fails too (the first error is kept).
    bool writeAll(const QByteArray &bytes);
    bool writeAll(const char *data, qint64 size);
    /// Replace: flushes, syncs and renames the temporary file over the target. Stream: syncs and
    /// closes. False (and for Replace, the old file untouched) when anything failed since open().
    bool commit();
    /// Replace: drops the temporary file, the target stays as it was. Stream: closes.
    void discard();

    /// True once a write, open or commit failed.
    bool failed() const { return !m_error.isEmpty(); }
    /// "PATH: cannot write (No space left on device)", translated; empty while nothing failed.
    QString error() const { return m_error; }
    /// Bytes written since open().
    qint64 written() const { return m_written; }

    bool isSequential() const override { return true; }

    /// Writes `bytes` to `path` in Replace mode. False + *error (naming the path and the OS
    /// reason) on failure; the previous content of `path` is then unchanged.
    static bool writeFile(const QString &path, const QByteArray &bytes, QString *error);
    /// Replace-mode write whose content comes from `fill(device)` (QImage::save, QPdfWriter, …).
    /// `fill` returning false without a device error fails with `fillError` (or a generic
    /// "could not produce the content" message).
    static bool writeWith(const QString &path, const std::function<bool(QIODevice *)> &fill, QString *error,
                          const QString &fillError = QString());

    /// Copies the regular file `from` to `to` in Replace mode, in blocks (a log may be large).
    static bool copyFile(const QString &from, const QString &to, QString *error);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    void failWith(int osError, const QString &what = QString());
    bool checkTarget(); ///< refuses a link, a folder, a device; notes an existing file's mode
    bool createTemporary();
    void removeTemporary();

    QString m_path;
    Mode m_mode;
    QByteArray m_tempPath;   // Replace: the temporary file until commit() renames it
    int m_keepMode = -1;     // the permissions of the file replaced, or -1 for a new file
    int m_fd = -1;           // the descriptor written to
    bool m_committed = false;
    qint64 m_written = 0;
    QString m_error;
};

/// The operating system's message for an errno value ("No space left on device").
QString osErrorString(int osError);

} // namespace ringcore

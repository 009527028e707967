#include "ringcore/core/filewriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

// FileWriter's own strings are filed under "FileWriter" in translations/*.ts, so they name that
// context: its QObject::tr() would look in "ringcore::FileWriter" and miss them.

namespace ringcore {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};
} // namespace

QString osErrorString(int osError)
{
    char buffer[256];
    // GNU strerror_r returns the message (possibly not in buffer); XSI returns 0 and fills it.
#if defined(__GLIBC__) && defined(_GNU_SOURCE)
    const char *message = ::strerror_r(osError, buffer, sizeof buffer);
#else
    const char *message = ::strerror_r(osError, buffer, sizeof buffer) == 0 ? buffer : "";
#endif
    if (!message || !*message)
        return Tr::tr("error %1").arg(osError);
    return QString::fromLocal8Bit(message);
}

FileWriter::FileWriter(const QString &path, Mode mode, QObject *parent)
    : QIODevice(parent), m_path(path), m_mode(mode)
{
}

FileWriter::~FileWriter()
{
    if (!m_committed)
        discard();
}

void FileWriter::failWith(int osError, const QString &what)
{
    if (!m_error.isEmpty())
        return;
    const QString reason = what.isEmpty() ? osErrorString(osError) : what;
    m_error = m_written > 0 ? QCoreApplication::translate("FileWriter", "%1: cannot write (%2) after %3 bytes").arg(m_path, reason).arg(m_written)
                            : QCoreApplication::translate("FileWriter", "%1: cannot write (%2)").arg(m_path, reason);
    setErrorString(m_error);
}

bool FileWriter::checkTarget()
{
    // Only regular files are written: a directory, a FIFO or a device as the target is refused
    // (a FIFO would block, a device would take a temporary file beside it, e.g. in /dev), and a
    // symbolic link is never followed (a link planted in an output folder would else make RingLab
    // overwrite the file it points to).
    struct stat st;
    const QByteArray native = QFile::encodeName(m_path);
    m_keepMode = -1;
    if (::lstat(native.constData(), &st) != 0)
        return true;
    if (S_ISLNK(st.st_mode)) {
        failWith(0, QCoreApplication::translate("FileWriter", "it is a symbolic link; RingLab does not write through "
                                                              "links: remove the link or name the file itself"));
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        failWith(0, S_ISDIR(st.st_mode) ? QCoreApplication::translate("FileWriter", "it is a folder") : QCoreApplication::translate("FileWriter", "not a regular file"));
        return false;
    }
    m_keepMode = int(st.st_mode & 0777);
    return true;
}

bool FileWriter::createTemporary()
{
    // A new file beside the target, never one that exists (O_EXCL also refuses a link at the name).
    const QByteArray native = QFile::encodeName(m_path);
    for (int attempt = 0; attempt < 100; ++attempt) {
        m_tempPath = native + '.' + QByteArray::number(QRandomGenerator::system()->generate64(), 36) + ".tmp";
        m_fd = ::open(m_tempPath.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                      m_keepMode >= 0 ? 0600 : 0666);
        if (m_fd >= 0)
            break;
        if (errno != EEXIST) {
            failWith(errno);
            m_tempPath.clear();
            return false;
        }
    }
    if (m_fd < 0) {
        failWith(EEXIST);
        m_tempPath.clear();
        return false;
    }
    if (m_keepMode >= 0)
        ::fchmod(m_fd, mode_t(m_keepMode));
    return true;
}

void FileWriter::removeTemporary()
{
    if (!m_tempPath.isEmpty())
        ::unlink(m_tempPath.constData());
    m_tempPath.clear();
}

bool FileWriter::open()
{
    m_error.clear();
    m_written = 0;
    m_committed = false;
    if (m_path.isEmpty()) {
        m_error = QCoreApplication::translate("FileWriter", "no file name given");
        setErrorString(m_error);
        return false;
    }
    if (!checkTarget() || !createTemporary())
        return false;
    if (m_mode == Stream) {
        // Streamed bytes must land in the target as they are written: the new, empty file takes
        // the target's name now (the rename replaces a link, it never follows one).
        if (::rename(m_tempPath.constData(), QFile::encodeName(m_path).constData()) != 0) {
            failWith(errno);
            ::close(m_fd);
            m_fd = -1;
            removeTemporary();
            return false;
        }
        m_tempPath.clear();
    }
    QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    return true;
}

bool FileWriter::open(OpenMode mode)
{
    if ((mode & ~(QIODevice::Truncate | QIODevice::Unbuffered)) != QIODevice::WriteOnly) {
        setErrorString(QCoreApplication::translate("FileWriter", "%1: FileWriter only writes").arg(m_path));
        return false;
    }
    return open();
}

bool FileWriter::writeAll(const char *data, qint64 size)
{
    if (!m_error.isEmpty())
        return false;
    if (m_fd < 0) {
        failWith(EBADF, QCoreApplication::translate("FileWriter", "the file is not open"));
        return false;
    }
    while (size > 0) {
        const ssize_t n = ::write(m_fd, data, size_t(size));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            failWith(errno);
            return false;
        }
        if (n == 0) { // not expected from a regular file; never loop forever
            failWith(ENOSPC);
            return false;
        }
        data += n;
        size -= n;
        m_written += n;
    }
    return true;
}

bool FileWriter::writeAll(const QByteArray &bytes)
{
    return writeAll(bytes.constData(), bytes.size());
}

qint64 FileWriter::writeData(const char *data, qint64 size)
{
    return writeAll(data, size) ? size : -1;
}

qint64 FileWriter::readData(char *, qint64)
{
    return -1;
}

bool FileWriter::commit()
{
    if (m_committed)
        return m_error.isEmpty();
    if (m_fd < 0 && m_error.isEmpty())
        failWith(EBADF, QCoreApplication::translate("FileWriter", "the file is not open"));
    // A full disk may only show when the data reaches it (network and delayed-allocation file
    // systems): sync before the rename, so a file that is put in place is complete.
    if (m_error.isEmpty() && m_fd >= 0) {
        while (::fsync(m_fd) != 0) {
            if (errno == EINTR)
                continue;
            if (errno != EINVAL && errno != EROFS) // no sync for this kind of file: nothing to wait for
                failWith(errno);
            break;
        }
    }
    m_committed = true;
    QIODevice::close();
    if (m_fd >= 0 && ::close(m_fd) != 0 && errno != EINTR)
        failWith(errno);
    m_fd = -1;
    if (m_mode == Replace && !m_tempPath.isEmpty()) {
        if (m_error.isEmpty()) {
            if (::rename(m_tempPath.constData(), QFile::encodeName(m_path).constData()) == 0)
                m_tempPath.clear(); // in place: nothing is left at the temporary name
            else
                failWith(errno);
        }
        removeTemporary();
    }
    return m_error.isEmpty();
}

void FileWriter::discard()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    removeTemporary(); // Replace: the target stays as it was; Stream: nothing is temporary
    m_committed = true;
    QIODevice::close();
}

bool FileWriter::writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    FileWriter writer(path);
    const bool ok = writer.open() && writer.writeAll(bytes) && writer.commit();
    if (!ok) {
        writer.discard();
        if (error)
            *error = writer.error();
    }
    return ok;
}

bool FileWriter::writeWith(const QString &path, const std::function<bool(QIODevice *)> &fill, QString *error,
                           const QString &fillError)
{
    FileWriter writer(path);
    if (!writer.open()) {
        if (error)
            *error = writer.error();
        return false;
    }
    const bool filled = fill(&writer);
    if (!filled && !writer.failed())
        writer.failWith(0, fillError.isEmpty() ? QCoreApplication::translate("FileWriter", "could not produce the content") : fillError);
    if (!writer.commit()) {
        writer.discard();
        if (error)
            *error = writer.error();
        return false;
    }
    return true;
}

bool FileWriter::copyFile(const QString &from, const QString &to, QString *error)
{
    QFile source(from);
    if (!source.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("FileWriter", "%1: cannot read (%2)").arg(from, source.errorString());
        return false;
    }
    return writeWith(to, [&](QIODevice *device) {
        QByteArray block;
        while (!(block = source.read(1 << 20)).isEmpty()) {
            if (device->write(block) != block.size())
                return false;
        }
        return source.error() == QFileDevice::NoError;
    }, error, QCoreApplication::translate("FileWriter", "cannot read %1").arg(from));
}

} // namespace ringcore

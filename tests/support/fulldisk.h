#pragma once

// A folder on a full file system, for the tests that check every writer against "No space left
// on device". As root (CI) a tiny tmpfs is mounted on a temporary folder (`mount -t tmpfs -o
// size=64k`) and unmounted when the object goes. Without root the same failure is produced with
// the file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored): writes beyond it fail with EFBIG,
// "File too large"; subprocesses get it through prefix(). Either way writes really fail in the
// kernel, the way a full disk fails them.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <csignal>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace ringlab::test {

class FullDisk
{
public:
    /// `bytes`: the size of the file system (tmpfs rounds up to pages; 64 KiB = 16 pages).
    explicit FullDisk(qint64 bytes = 64 * 1024) : m_bytes(bytes)
    {
        if (!m_dir.isValid())
            return;
        const QByteArray path = QFile::encodeName(m_dir.path());
        const QByteArray options = "size=" + QByteArray::number(bytes);
        m_mounted = ::geteuid() == 0 && ::mount("tmpfs", path.constData(), "tmpfs", 0, options.constData()) == 0;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
        setLimitInThisProcess(false);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool isValid() const { return m_dir.isValid(); }
    bool isTmpfs() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    /// What the OS says when a write does not fit.
    QString expectedError() const
    {
        return m_mounted ? QStringLiteral("No space left on device") : QStringLiteral("File too large");
    }

    /// Fills the file system until `leave` bytes are left (tmpfs), so that the next write fails.
    /// Without tmpfs: nothing to fill, the file-size limit does it.
    void fill(qint64 leave = 0)
    {
        m_full = true; // without tmpfs: a file-size limit of 0
        if (!m_mounted)
            return;
        QFile f(filePath(QStringLiteral("filler")));
        f.open(QIODevice::WriteOnly);
        const QByteArray page(4096, 'x');
        for (qint64 i = 0; i < m_bytes / 4096 + 1; ++i)
            if (f.write(page) != page.size() || !f.flush())
                break;
        f.close();
        if (leave > 0)
            f.resize(qMax<qint64>(0, f.size() - leave));
    }

    /// Without tmpfs: limits the size of files this process writes (the test's own writers).
    void setLimitInThisProcess(bool on)
    {
        if (m_mounted)
            return;
        if (on && !m_limited) {
            ::getrlimit(RLIMIT_FSIZE, &m_saved);
            ::signal(SIGXFSZ, SIG_IGN);
            struct rlimit l = m_saved;
            l.rlim_cur = rlim_t(m_full ? 0 : m_bytes);
            ::setrlimit(RLIMIT_FSIZE, &l);
            m_limited = true;
        } else if (!on && m_limited) {
            ::setrlimit(RLIMIT_FSIZE, &m_saved);
            m_limited = false;
        }
    }

    /// Starts `program args` so that it writes into the full file system: as is on tmpfs, else
    /// through `bash -c "trap '' XFSZ; ulimit -f KB; exec …"`.
    void start(QProcess &process, const QString &program, const QStringList &args) const
    {
        if (m_mounted) {
            process.start(program, args);
            return;
        }
        process.start(QStringLiteral("bash"),
                      QStringList{QStringLiteral("-c"),
                                  QStringLiteral("trap '' XFSZ; ulimit -f %1; exec \"$@\"").arg(m_full ? 0 : m_bytes / 1024),
                                  QStringLiteral("bash"), program}
                          + args);
    }

private:
    qint64 m_bytes;
    QTemporaryDir m_dir;
    bool m_mounted = false;
    bool m_limited = false;
    bool m_full = false;
    struct rlimit m_saved = {};
};

/// Names of the files in `dir` (to check that no temporary file was left).
inline QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace ringlab::test

#include "gui/about/aboutdialog.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {

/// First line of `program -v` (nginx prints to stderr, HAProxy to stdout); bounded wait.
QString versionOf(const QString &path)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(path, {QStringLiteral("-v")});
    if (!process.waitForFinished(2000)) {
        process.kill();
        process.waitForFinished(500);
        return QString();
    }
    return QString::fromLocal8Bit(process.readAll()).section(QLatin1Char('\n'), 0, 0).trimmed();
}

} // namespace

QString AboutDialog::findProgram(const QString &name)
{
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin")});
    return path;
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About RingLab"));
    QString programs;
    for (const QString &name : {QStringLiteral("nginx"), QStringLiteral("haproxy")}) {
        const QString path = findProgram(name);
        programs += path.isEmpty()
            ? tr("<li>%1: not found on PATH (live runs with it are unavailable)</li>").arg(name)
            : tr("<li>%1: %2 — %3</li>").arg(name, path.toHtmlEscaped(), versionOf(path).toHtmlEscaped());
    }
    m_text = tr("<h2>RingLab %1</h2>"
                "<p>See, measure and explain how consistent hashing spreads keys over servers.</p>"
                "<p>Built with Qt %2, running on Qt %3.</p>"
                "<p>Proxies for live runs:</p><ul>%4</ul>")
                 .arg(QStringLiteral(RINGLAB_VERSION), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                      programs);
    auto *label = new QLabel(m_text, this);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/ringlab.svg")).pixmap(96, 96));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignHCenter);
    layout->addWidget(label);
    layout->addWidget(buttons);
}

} // namespace ringlab::gui

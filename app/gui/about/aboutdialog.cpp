#include "gui/about/aboutdialog.h"

#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QProcess>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {
constexpr int kVersionTimeoutMs = 2000;
}

QString AboutDialog::findProgram(const QString &name)
{
    return ringcore::ManagedProcess::findProgram(name, QString(), nullptr);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About RingLab"));
    m_label = new QLabel(this);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setWordWrap(true);
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/ringlab.svg")).pixmap(96, 96));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignHCenter);
    layout->addWidget(m_label);
    layout->addWidget(buttons);

    // One line per program of the registered systems; each description says how to ask its version.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        const QString program = system->programName();
        if (m_programs.contains(program))
            continue;
        m_programs.append(program);
        const QString path = findProgram(program);
        m_paths.insert(program, path);
        if (!path.isEmpty())
            probe(program, path, system->versionArguments());
    }
    updateText();
    if (m_pending == 0)
        QTimer::singleShot(0, this, &AboutDialog::versionsFinished);
}

AboutDialog::~AboutDialog()
{
    for (QProcess *process : findChildren<QProcess *>()) {
        process->disconnect(this);
        process->kill();
        process->waitForFinished(1000);
    }
}

void AboutDialog::probe(const QString &program, const QString &path, const QStringList &arguments)
{
    auto *process = new QProcess(this);
    auto *timeout = new QTimer(process);
    timeout->setSingleShot(true);
    ++m_pending;
    process->setProcessChannelMode(QProcess::MergedChannels);
    // Exactly one answer per probe: finished, failed to start, or killed after the timeout.
    auto done = [this, process, program](const QString &version) {
        if (m_versions.contains(program))
            return;
        m_versions.insert(program, version);
        process->disconnect(this);
        process->deleteLater();
        updateText();
        if (--m_pending == 0)
            emit versionsFinished();
    };
    connect(process, &QProcess::finished, this, [process, done] {
        done(QString::fromLocal8Bit(process->readAll()).section(QLatin1Char('\n'), 0, 0).trimmed());
    });
    connect(process, &QProcess::errorOccurred, this, [done](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            done(QString());
    });
    connect(timeout, &QTimer::timeout, this, [process, done] {
        process->kill();
        done(QString());
    });
    process->start(path, arguments);
    timeout->start(kVersionTimeoutMs);
}

void AboutDialog::updateText()
{
    QString programs;
    for (const QString &name : std::as_const(m_programs)) {
        const QString path = m_paths.value(name);
        if (path.isEmpty()) {
            programs += tr("<li>%1: not found on PATH (live runs with it are unavailable)</li>").arg(name);
            continue;
        }
        const QString version = m_versions.contains(name) ? m_versions.value(name) : tr("checking…");
        programs += tr("<li>%1: %2 — %3</li>").arg(name, path.toHtmlEscaped(), version.toHtmlEscaped());
    }
    m_text = tr("<h2>RingLab %1</h2>"
                "<p>See, measure and explain how consistent hashing spreads keys over servers.</p>"
                "<p>Built with Qt %2, running on Qt %3.</p>"
                "<p>Proxies for live runs:</p><ul>%4</ul>")
                 .arg(QStringLiteral(RINGLAB_VERSION), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                      programs);
    m_label->setText(m_text);
}

} // namespace ringlab::gui

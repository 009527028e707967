#pragma once

#include "gui/chart/figure.h"
#include "gui/export/figureexporter.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

class QTimer;

namespace ringlab::gui {

class Page;

/// "Export all figures": every figure of a set of pages, in every format (PNG, SVG, PDF, CSV,
/// JSON), into one folder. Pages that have not computed yet (hidden tabs postpone their work)
/// are asked to compute first; the files are then written one per event-loop turn, so the GUI
/// stays responsive and Cancel takes effect between two files. Figures are painted where the
/// pages live (the GUI thread, which owns their fonts), hence small steps rather than a worker thread.
class FigureBatchExport : public QObject
{
    Q_OBJECT
public:
    explicit FigureBatchExport(QObject *parent = nullptr);

    /// Starts; false + *error when the folder cannot be created or size/DPI are out of range.
    bool start(const QList<Page *> &pages, const QString &folder, const FigureSize &size, int dpi, QString *error);
    /// Compatibility: size is the PNG's pixels at dpi.
    bool start(const QList<Page *> &pages, const QString &folder, QSize size, int dpi, QString *error);
    void cancel();
    /// Written into every figure's JSON that does not name its experiment itself.
    void setExperiment(const QJsonObject &experiment) { m_experiment = experiment; }
    bool isRunning() const { return m_running; }

    int filesWritten() const { return m_written; }
    QStringList writtenFiles() const { return m_files; }
    /// The files not written: those that failed (failureReasons(), in the same order), then those
    /// not tried (a cancelled export).
    QStringList failedFiles() const { return m_failed; }
    QStringList failureReasons() const { return m_reasons; }

signals:
    /// While pages compute: total is 0. While writing: done of total files; label names the file.
    void progress(int done, int total, const QString &label);
    /// Always emitted once per start(): error is empty on success; cancelled when the user stopped it.
    void finished(int written, const QString &error, bool cancelled);

private:
    void waitForPages();
    void writeNext();
    void finish(const QString &error, bool cancelled);

    struct Step
    {
        Figure figure;
        FigureExporter::Format format;
    };
    QList<QPointer<Page>> m_pages;
    QList<Step> m_steps;
    QJsonObject m_experiment;
    QStringList m_files;
    QStringList m_failed;
    QStringList m_reasons;
    QString m_folder;
    FigureSize m_size;
    int m_dpi = 150;
    int m_next = 0;
    int m_written = 0;
    bool m_running = false;
    QTimer *m_timer;
};

} // namespace ringlab::gui

# Writes ${OUT} with RINGLAB_GIT_COMMIT: the checkout's commit (12 hex digits, "-dirty" for a
# changed work tree) or RINGLAB_GIT_COMMIT_OVERRIDE / "unknown" outside git. Run at every build
# by the ringlab_commit target (ringcore/CMakeLists.txt); configure_file() rewrites the header only
# when the text changes, so an unchanged commit recompiles nothing.
# cmake -DSOURCE_DIR=… -DOUT=… [-DOVERRIDE=…] -P GitCommit.cmake
set(commit "unknown")
if(OVERRIDE)
  set(commit "${OVERRIDE}")
else()
  find_package(Git QUIET)
  if(GIT_FOUND AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                    OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc ERROR_QUIET)
    if(rc EQUAL 0 AND head)
      set(commit "${head}")
      execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" status --porcelain --untracked-files=no
                      OUTPUT_VARIABLE changes RESULT_VARIABLE rc ERROR_QUIET)
      if(rc EQUAL 0 AND NOT changes STREQUAL "")
        string(APPEND commit "-dirty")
      endif()
    endif()
  endif()
endif()
set(RINGLAB_GIT_COMMIT "${commit}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/ringlab_commit.h.in" "${OUT}" @ONLY)
